import Typography from '@mui/material/Typography';
import { useWatch, type Control } from 'react-hook-form';
import { integerOf } from '@/components/form/numberText';
import { totalsOf, type InvoiceFormValues } from '../invoiceForm';
import { useStoreFormat } from '../format';
import InvoiceTotals from './InvoiceTotals';

/*
 * The sums as they are typed. Each watches only what it adds up, so a keystroke re-renders a line's
 * amount and the totals, not the whole form.
 */

/** The invoice's totals from the lines, tax and discount typed so far. */
export default function LiveInvoiceTotals({ control }: { control: Control<InvoiceFormValues> }) {
  const [lines, taxRate, discount] = useWatch({ control, name: ['lines', 'taxRate', 'discount'] });
  return (
    <InvoiceTotals
      totals={totalsOf({ lines, taxRate, discount })}
      taxRate={Math.min(100, integerOf(taxRate) ?? 0)}
    />
  );
}

/** One line's quantity times its unit price (zero while either is not a number yet). */
export function LiveLineTotal({ control, index }: { control: Control<InvoiceFormValues>; index: number }) {
  const format = useStoreFormat();
  const [quantity, unitPrice] = useWatch({
    control,
    name: [`lines.${index}.quantity`, `lines.${index}.unitPrice`],
  });
  const { subtotal } = totalsOf({
    lines: [{ description: '', quantity, unitPrice }],
    taxRate: '0',
    discount: '',
  });
  return (
    <Typography variant="body2" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
      {format.money(subtotal)}
    </Typography>
  );
}
