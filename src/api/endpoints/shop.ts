import { api } from '@/api/api';
import {
  shopResponses as r,
  type ShopAddress,
  type ShopAddressFields,
  type ShopFilter,
  type ShopProduct,
  type ShopReview,
} from '@/api/contract/shop';

/** The shop's reads and the address book (SPEC.md §7). The cart's calls go through the shop's cart slice. */
export const shopApi = api.enhanceEndpoints({ addTagTypes: ['ShopAddress', 'ShopProduct'] }).injectEndpoints({
  endpoints: (build) => ({
    filterShopProducts: build.query<ShopProduct[], ShopFilter>({
      query: (filter) => ({
        url: '/api/products/filter',
        method: 'POST',
        data: { filter },
        schema: r.products,
        fallbackId: 'errors.shop.products',
      }),
      transformResponse: (response: { products: ShopProduct[] }) => response.products,
      providesTags: ['ShopProduct'],
    }),
    listShopProducts: build.query<ShopProduct[], undefined>({
      query: () => ({ url: '/api/products/list', schema: r.products, fallbackId: 'errors.shop.products' }),
      transformResponse: (response: { products: ShopProduct[] }) => response.products,
      providesTags: ['ShopProduct'],
    }),
    getShopProduct: build.query<ShopProduct, string>({
      query: (id) => ({
        url: '/api/product/details',
        method: 'POST',
        data: { id },
        schema: r.product,
        fallbackId: 'errors.shop.product',
      }),
      transformResponse: (response: { product: ShopProduct }) => response.product,
      providesTags: ['ShopProduct'],
    }),
    getRelatedShopProducts: build.query<ShopProduct[], string>({
      query: (id) => ({
        url: '/api/product/related',
        method: 'POST',
        data: { id },
        schema: r.products,
        fallbackId: 'errors.shop.products',
      }),
      transformResponse: (response: { products: ShopProduct[] }) => response.products,
    }),
    getShopReviews: build.query<ShopReview[], string>({
      query: (productId) => ({
        url: '/api/review/list',
        params: { productId },
        schema: r.reviews,
        fallbackId: 'errors.shop.reviews',
      }),
      transformResponse: (response: { reviews: ShopReview[] }) => response.reviews,
    }),
    getShopAddresses: build.query<ShopAddress[], undefined>({
      query: () => ({ url: '/api/address/list', schema: r.addresses, fallbackId: 'errors.shop.addresses' }),
      transformResponse: (response: { address: ShopAddress[] }) => response.address,
      providesTags: ['ShopAddress'],
    }),
    saveShopAddress: build.mutation<ShopAddress[], ShopAddressFields & { id?: string }>({
      query: (address) => ({
        url: address.id ? '/api/address/edit' : '/api/address/new',
        method: 'POST',
        data: { address },
        schema: r.addresses,
        fallbackId: 'errors.shop.saveAddress',
      }),
      transformResponse: (response: { address: ShopAddress[] }) => response.address,
      invalidatesTags: ['ShopAddress'],
    }),
  }),
});

export const {
  useFilterShopProductsQuery,
  useListShopProductsQuery,
  useGetShopProductQuery,
  useGetRelatedShopProductsQuery,
  useGetShopReviewsQuery,
  useGetShopAddressesQuery,
  useSaveShopAddressMutation,
} = shopApi;
