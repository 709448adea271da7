import { CUSTOMER_KINDS } from '@/api/contract/customer';
import { CUSTOMERS_HIDDEN_ON_PHONE, useCustomerColumns } from '../columns/customerColumns';
import StoreListPage from '../components/StoreListPage';
import { useGetStoreCustomersQuery } from '../customerApi';

const KIND_FILTER = {
  name: 'kind',
  labelId: 'customer.field.kind',
  options: CUSTOMER_KINDS.map((kind) => ({ value: kind, labelId: `customer.kind.${kind}` })),
};

/** /apps/customer/customer-list: the families and schools that buy from the store. */
export default function CustomerListPage() {
  return (
    <StoreListPage
      titleId="route.customer.customers"
      subtitleId="customer.customers.subtitle"
      searchLabelId="customer.customers.search"
      emptyId="customer.customers.empty"
      sort="name:asc"
      filter={KIND_FILTER}
      useRows={useGetStoreCustomersQuery}
      columns={useCustomerColumns()}
      hideOnPhone={CUSTOMERS_HIDDEN_ON_PHONE}
    />
  );
}
