import type { IntlShape } from 'react-intl';
import type { OrderRow } from '@/api/contract/finance';
import type { CsvColumn } from '@/utils/csv';
import { orderCode } from '@/utils/orderCode';

const money = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

/** Columns of the sales export: money as pt-BR decimals (no symbol) so spreadsheets can sum them. */
export function salesCsvColumns(intl: IntlShape): CsvColumn<OrderRow>[] {
  const h = (id: string) => intl.formatMessage({ id: `finance.sales.csv.${id}` });
  return [
    { header: h('id'), value: (o) => orderCode(o.id) },
    {
      header: h('date'),
      value: (o) => intl.formatDate(o.createdAt, { dateStyle: 'short', timeStyle: 'short' }),
    },
    { header: h('event'), value: (o) => o.eventTitle },
    { header: h('buyer'), value: (o) => o.buyerName },
    { header: h('email'), value: (o) => o.buyerEmail },
    { header: h('tickets'), value: (o) => o.quantity },
    { header: h('subtotal'), value: (o) => money(o.subtotal) },
    { header: h('discount'), value: (o) => money(o.discount) },
    { header: h('fee'), value: (o) => money(o.fee) },
    { header: h('total'), value: (o) => money(o.total) },
    { header: h('method'), value: (o) => intl.formatMessage({ id: `finance.method.${o.payment.method}` }) },
    { header: h('installments'), value: (o) => o.payment.installments },
    { header: h('status'), value: (o) => intl.formatMessage({ id: `finance.orderStatus.${o.status}` }) },
    { header: h('coupon'), value: (o) => o.couponCode ?? '' },
  ];
}
