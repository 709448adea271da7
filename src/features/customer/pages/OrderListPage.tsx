import { CUSTOMER_ORDER_STATUSES } from '@/api/contract/customer';
import { ORDERS_HIDDEN_ON_PHONE, useOrderColumns } from '../columns/orderColumns';
import StoreListPage from '../components/StoreListPage';
import { useGetStoreOrdersQuery } from '../customerApi';

const STATUS_FILTER = {
  name: 'status',
  labelId: 'customer.field.status',
  options: CUSTOMER_ORDER_STATUSES.map((status) => ({
    value: status,
    labelId: `customer.order.status.${status}`,
  })),
};

/** /apps/customer/order-list: the store's orders, newest first; each code opens the order. */
export default function OrderListPage() {
  return (
    <StoreListPage
      titleId="route.customer.orders"
      subtitleId="customer.orders.subtitle"
      searchLabelId="customer.orders.search"
      emptyId="customer.orders.empty"
      sort="placedAt:desc"
      filter={STATUS_FILTER}
      useRows={useGetStoreOrdersQuery}
      columns={useOrderColumns()}
      hideOnPhone={ORDERS_HIDDEN_ON_PHONE}
    />
  );
}
