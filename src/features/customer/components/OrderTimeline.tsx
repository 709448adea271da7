import CancelOutlined from '@mui/icons-material/CancelOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import RadioButtonUncheckedOutlined from '@mui/icons-material/RadioButtonUncheckedOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { CustomerOrder } from '@/api/contract/customer';
import { useStoreFormat } from '../format';
import { timelineOf } from '../timeline';

/** The order's timeline as an ordered list: what happened when, and what is still to come. */
export default function OrderTimeline({ order }: { order: Pick<CustomerOrder, 'status' | 'history'> }) {
  const intl = useIntl();
  const format = useStoreFormat();
  const steps = timelineOf(order);
  return (
    <Box
      component="ol"
      aria-label={intl.formatMessage({ id: 'customer.order.timeline' })}
      sx={{ m: 0, p: 0 }}
    >
      {steps.map((step, index) => {
        const done = step.at != null;
        const cancelled = step.status === 'cancelled';
        const Icon = cancelled ? CancelOutlined : done ? CheckCircleOutlined : RadioButtonUncheckedOutlined;
        const last = index === steps.length - 1;
        return (
          <Box
            component="li"
            key={step.status}
            aria-current={step.status === order.status ? 'step' : undefined}
            sx={{ listStyle: 'none', display: 'flex', gap: 1.5, position: 'relative', pb: last ? 0 : 2.5 }}
          >
            {!last && (
              <Box
                aria-hidden
                sx={{
                  position: 'absolute',
                  left: 11,
                  top: 28,
                  bottom: 4,
                  borderLeft: 2,
                  borderColor: done ? 'success.main' : 'divider',
                }}
              />
            )}
            <Icon
              aria-hidden
              color={cancelled ? 'error' : done ? 'success' : 'disabled'}
              sx={{ flexShrink: 0, mt: 0.25 }}
            />
            <Box>
              <Typography
                sx={{ fontWeight: done ? 600 : 400 }}
                color={done ? 'text.primary' : 'text.secondary'}
              >
                {intl.formatMessage({ id: `customer.order.step.${step.status}` })}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {step.at
                  ? format.dateTime(step.at)
                  : intl.formatMessage({ id: 'customer.order.step.pending' })}
              </Typography>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
