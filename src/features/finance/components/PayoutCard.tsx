import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Payout } from '@/api/contract/domain';
import { formatCents } from '@/utils/br';
import { DATE_TIME, PAYOUT_STATUS_COLOR, PAYOUT_STATUSES } from '../labels';

const isStatus = (value: string): value is Payout['status'] =>
  (PAYOUT_STATUSES as readonly string[]).includes(value);

/** The step a payout waits for next, shown greyed at the end of its history. */
function nextStep(status: Payout['status']): Payout['status'] | null {
  if (status === 'requested') return 'approved';
  if (status === 'approved') return 'paid';
  return null;
}

interface PayoutCardProps {
  payout: Payout;
  /** Admins see whose request it is. */
  showOwner?: boolean;
  actions?: ReactNode;
}

/** One payout request: amount, status, and its history step by step (with the reason of a refusal). */
export default function PayoutCard({ payout, showOwner = false, actions }: PayoutCardProps) {
  const intl = useIntl();
  const headingId = useId();
  const next = nextStep(payout.status);
  const statusLabel = (status: string) =>
    intl.formatMessage({
      id: isStatus(status) ? `finance.payout.status.${status}` : 'finance.payout.status.other',
    });
  return (
    <Card variant="outlined" component="article" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography id={headingId} component="h3" sx={{ fontWeight: 700, fontSize: '1.15rem' }}>
            {showOwner
              ? intl.formatMessage(
                  { id: 'finance.payout.headingOwner' },
                  { amount: formatCents(payout.amount), owner: payout.ownerName },
                )
              : intl.formatMessage({ id: 'finance.payout.heading' }, { amount: formatCents(payout.amount) })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {intl.formatMessage(
              { id: 'finance.payout.requestedAt' },
              { when: intl.formatDate(payout.requestedAt, DATE_TIME) },
            )}
          </Typography>
        </Box>
        <Chip
          size="small"
          color={PAYOUT_STATUS_COLOR[payout.status]}
          label={statusLabel(payout.status)}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
        />
      </Stack>
      <Box
        component="ol"
        aria-label={intl.formatMessage({ id: 'finance.payout.history' })}
        sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5 }}
      >
        {payout.history.map((step, index) => (
          <Box
            component="li"
            key={`${step.status}-${step.at}-${String(index)}`}
            sx={{ display: 'flex', gap: 1.5, pb: 1, position: 'relative' }}
          >
            <Box
              aria-hidden
              sx={{
                mt: '6px',
                width: 10,
                height: 10,
                borderRadius: '50%',
                flexShrink: 0,
                bgcolor: isStatus(step.status) ? `${PAYOUT_STATUS_COLOR[step.status]}.main` : 'grey.500',
              }}
            />
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {statusLabel(step.status)}{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  · {intl.formatDate(step.at, DATE_TIME)}
                </Typography>
              </Typography>
              {step.note && (
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {intl.formatMessage({ id: 'finance.payout.reason' }, { reason: step.note })}
                </Typography>
              )}
            </Box>
          </Box>
        ))}
        {next && (
          <Box component="li" sx={{ display: 'flex', gap: 1.5, color: 'text.secondary' }}>
            <Box
              aria-hidden
              sx={{
                mt: '6px',
                width: 10,
                height: 10,
                borderRadius: '50%',
                flexShrink: 0,
                border: 2,
                borderColor: 'divider',
              }}
            />
            <Typography variant="body2">
              {intl.formatMessage({ id: `finance.payout.next.${next}` })}
            </Typography>
          </Box>
        )}
      </Box>
      {actions && (
        <Stack
          direction="row"
          spacing={1}
          sx={{ mt: 1, justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1 }}
        >
          {actions}
        </Stack>
      )}
    </Card>
  );
}
