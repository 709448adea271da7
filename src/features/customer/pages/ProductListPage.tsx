import { PRODUCT_CATEGORIES } from '@/api/contract/customer';
import { PRODUCTS_HIDDEN_ON_PHONE, useProductColumns } from '../columns/productColumns';
import StoreListPage from '../components/StoreListPage';
import { useGetStoreProductsQuery } from '../customerApi';

const CATEGORY_FILTER = {
  name: 'category',
  labelId: 'customer.field.category',
  options: PRODUCT_CATEGORIES.map((category) => ({
    value: category,
    labelId: `customer.category.${category}`,
  })),
};

/** /apps/customer/product: Lumis card packs, school kits and event merchandise. */
export default function ProductListPage() {
  return (
    <StoreListPage
      titleId="route.customer.products"
      subtitleId="customer.products.subtitle"
      searchLabelId="customer.products.search"
      emptyId="customer.products.empty"
      sort="name:asc"
      filter={CATEGORY_FILTER}
      useRows={useGetStoreProductsQuery}
      columns={useProductColumns()}
      hideOnPhone={PRODUCTS_HIDDEN_ON_PHONE}
    />
  );
}
