import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FinanceSummary } from '@/api/contract/finance';
import { formatCents } from '@/utils/br';

/** A ticket of R$ 100,00 sold at full price: the worked example. */
const EXAMPLE_PRICE = 10_000;

/**
 * The fee rules in words, with a worked example, from the rates the server reports (the buyer's
 * service fee is the checkout's own constant; the seller's rate and release delay come from the ledger).
 */
export default function FeeRules({ rules }: { rules: FinanceSummary['rules'] }) {
  const intl = useIntl();
  const headingId = useId();
  const percent = (rate: number) => intl.formatNumber(rate, { style: 'percent', maximumFractionDigits: 1 });
  const b = (chunks: ReactNode[]) => <strong>{chunks}</strong>;
  const serviceFee = rules ? Math.round(EXAMPLE_PRICE * rules.serviceFeeRate) : 0;
  const sellerFee = rules?.sellerFeeRate != null ? Math.round(EXAMPLE_PRICE * rules.sellerFeeRate) : null;
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
        <FormattedMessage id="finance.rules.title" />
      </Typography>
      {rules ? (
        <>
          <Box component="ul" sx={{ pl: 2.5, m: 0, '& li': { mb: 1 } }}>
            <li>
              <FormattedMessage
                id="finance.rules.service"
                values={{ rate: percent(rules.serviceFeeRate), b }}
              />
            </li>
            {rules.sellerFeeRate != null && (
              <li>
                <FormattedMessage
                  id="finance.rules.seller"
                  values={{ rate: percent(rules.sellerFeeRate), b }}
                />
              </li>
            )}
            {rules.releaseDays != null && (
              <li>
                <FormattedMessage id="finance.rules.release" values={{ days: rules.releaseDays, b }} />
              </li>
            )}
            <li>
              <FormattedMessage id="finance.rules.refunds" values={{ b }} />
            </li>
            <li>
              <FormattedMessage id="finance.rules.payouts" values={{ b }} />
            </li>
          </Box>
          <Box sx={{ mt: 2, p: 2, borderRadius: 1, bgcolor: 'action.hover' }}>
            <Typography component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
              <FormattedMessage id="finance.rules.exampleTitle" />
            </Typography>
            <Typography variant="body2">
              <FormattedMessage
                id="finance.rules.exampleBuyer"
                values={{
                  price: formatCents(EXAMPLE_PRICE),
                  fee: formatCents(serviceFee),
                  total: formatCents(EXAMPLE_PRICE + serviceFee),
                }}
              />
            </Typography>
            {sellerFee != null && (
              <Typography variant="body2">
                <FormattedMessage
                  id="finance.rules.exampleSeller"
                  values={{
                    price: formatCents(EXAMPLE_PRICE),
                    fee: formatCents(sellerFee),
                    net: formatCents(EXAMPLE_PRICE - sellerFee),
                    days: rules.releaseDays ?? 0,
                    b,
                  }}
                />
              </Typography>
            )}
          </Box>
        </>
      ) : (
        <Typography color="text.secondary">
          <FormattedMessage id="finance.rules.unavailable" />
        </Typography>
      )}
    </Card>
  );
}
