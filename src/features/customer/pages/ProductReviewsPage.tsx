import { REVIEW_STATUSES } from '@/api/contract/customer';
import { REVIEWS_HIDDEN_ON_PHONE, useReviewColumns } from '../columns/reviewColumns';
import StoreListPage from '../components/StoreListPage';
import { useGetProductReviewsQuery } from '../customerApi';

const STATUS_FILTER = {
  name: 'status',
  labelId: 'customer.field.status',
  options: REVIEW_STATUSES.map((status) => ({ value: status, labelId: `customer.review.status.${status}` })),
};

/** /apps/customer/product-review: what families and schools said of the products, newest first. */
export default function ProductReviewsPage() {
  return (
    <StoreListPage
      titleId="route.customer.reviews"
      subtitleId="customer.reviews.subtitle"
      searchLabelId="customer.reviews.search"
      emptyId="customer.reviews.empty"
      sort="createdAt:desc"
      filter={STATUS_FILTER}
      useRows={useGetProductReviewsQuery}
      columns={useReviewColumns()}
      hideOnPhone={REVIEWS_HIDDEN_ON_PHONE}
    />
  );
}
