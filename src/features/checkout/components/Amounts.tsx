import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { SERVICE_FEE_RATE } from '@/store/cartSlice';
import { formatCents } from '@/utils/br';

export interface AmountLine {
  key: string;
  label: ReactNode;
  amount: number;
  /** Shown under the line (a sold-out reason). */
  note?: ReactNode;
}

interface AmountsProps {
  lines: readonly AmountLine[];
  subtotal: number;
  discount: number;
  couponCode: string | null;
  fee: number;
  total: number;
}

function Row({
  label,
  value,
  strong,
  color,
}: {
  label: ReactNode;
  value: string;
  strong?: boolean;
  color?: string;
}) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography color={color} sx={{ fontWeight: strong ? 700 : undefined }}>
        {label}
      </Typography>
      <Typography
        color={color}
        sx={{ fontWeight: strong ? 700 : 500, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
      >
        {value}
      </Typography>
    </Stack>
  );
}

/** Lines, subtotal, coupon, service fee (with its rule) and total: the same in checkout and on /thanks. */
export default function Amounts({ lines, subtotal, discount, couponCode, fee, total }: AmountsProps) {
  return (
    <Stack spacing={1.25}>
      {lines.map((line) => (
        <Stack key={line.key} spacing={0.5}>
          <Row label={line.label} value={formatCents(line.amount)} />
          {line.note}
        </Stack>
      ))}
      <Divider />
      <Row label={<FormattedMessage id="checkout.amounts.subtotal" />} value={formatCents(subtotal)} />
      {discount > 0 && (
        <Row
          label={<FormattedMessage id="checkout.amounts.discount" values={{ code: couponCode ?? '' }} />}
          value={`− ${formatCents(discount)}`}
          color="success.main"
        />
      )}
      <Stack spacing={0.25}>
        <Row label={<FormattedMessage id="checkout.amounts.fee" />} value={formatCents(fee)} />
        <Typography variant="caption" color="text.secondary">
          <FormattedMessage
            id="checkout.amounts.feeRule"
            values={{ rate: Math.round(SERVICE_FEE_RATE * 100) }}
          />
        </Typography>
      </Stack>
      <Divider />
      <Row label={<FormattedMessage id="checkout.amounts.total" />} value={formatCents(total)} strong />
    </Stack>
  );
}
