import { at, list, type Step, Skip } from './core';

// The template store (SPEC.md §7 "Other template demo calls"): four paged lists and the designed order
// page, which reads an order the order list answered.
let orderId: string | null = null;

export const customerReads: Step[] = [
  { method: 'GET', path: '/api/customer/list', query: () => ({ page: 1, pageSize: 5, sort: 'name:asc' }) },
  {
    method: 'GET',
    path: '/api/customer/order/list',
    query: () => ({ page: 1, pageSize: 5 }),
    keep: (data) => {
      const id = at(list(data, 'orders')[0], 'id');
      orderId = typeof id === 'string' ? id : null;
    },
  },
  {
    method: 'GET',
    path: '/api/customer/order/single/:id',
    params: () => {
      if (!orderId) throw new Skip('needs an order from GET /api/customer/order/list, which did not come');
      return { id: orderId };
    },
  },
  { method: 'GET', path: '/api/customer/product/list', query: () => ({ page: 1, pageSize: 5 }) },
  { method: 'GET', path: '/api/customer/product/reviews', query: () => ({ page: 1, pageSize: 5 }) },
];
