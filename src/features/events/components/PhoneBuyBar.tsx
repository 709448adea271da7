import ConfirmationNumberOutlined from '@mui/icons-material/ConfirmationNumberOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { Event } from '@/api/contract/domain';
import { useGetEventTicketsQuery } from '@/api/endpoints/events';
import { formatCents } from '@/utils/br';
import { lowestOnSalePrice, purchaseBlock } from '../tickets';
import { checkoutPath, type PageVariant } from '../variant';
import { usePurchaseBlockText } from './usePurchaseBlockText';

/** The bar's height above the phone's safe area: 48 px of content (the button's tap target) + padding. */
const BAR_HEIGHT = 72;
const SAFE_AREA = 'env(safe-area-inset-bottom, 0px)';
const PHONE_ONLY = { xs: 'block', md: 'none' } as const;

/**
 * The page ends (footer included) as far above the bottom as the bar is tall, whether the bar shows or
 * steps aside, so its last lines are never under the bar and nothing jumps while scrolling.
 */
function PageBottomClearance() {
  return (
    <GlobalStyles
      styles={(theme) => ({
        [theme.breakpoints.down('md')]: {
          body: { paddingBottom: `calc(${BAR_HEIGHT}px + ${SAFE_AREA})` },
        },
      })}
    />
  );
}

/**
 * On a phone the ticket list is far below the first screen: the lowest price on sale and the buy action
 * stay at the bottom of the screen (or why tickets cannot be bought), and step aside while the ticket
 * panel's own buy button is on screen. Wider screens have the panel beside the content.
 */
export default function PhoneBuyBar({
  event,
  variant,
  now,
  hidden,
}: {
  event: Event;
  variant: PageVariant;
  now: number;
  /** The ticket panel's buy button is on screen. */
  hidden: boolean;
}) {
  const intl = useIntl();
  const { data: tickets } = useGetEventTicketsQuery(event.id);
  const block = tickets ? purchaseBlock(event, tickets, now) : null;
  const reason = usePurchaseBlockText(block);
  if (!tickets) return null;
  const lowest = lowestOnSalePrice(tickets, now);

  return (
    <>
      <PageBottomClearance />
      <Paper
        component="aside"
        square
        elevation={8}
        aria-label={intl.formatMessage({ id: 'events.buyBar.label' })}
        sx={{
          display: PHONE_ONLY,
          visibility: hidden ? 'hidden' : 'visible',
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: 0,
          zIndex: 'appBar',
          borderTop: 1,
          borderColor: 'divider',
          px: 2,
          pt: 1.5,
          pb: `calc(12px + ${SAFE_AREA})`,
          transform: hidden ? 'translateY(100%)' : 'none',
          transition: (theme) => theme.transitions.create(['transform', 'visibility']),
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, height: BAR_HEIGHT - 24 }}>
          <Typography
            component="p"
            sx={{
              flex: 1,
              minWidth: 0,
              lineHeight: 1.25,
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              ...(reason && { typography: 'body2', color: 'text.secondary' }),
            }}
          >
            {reason ??
              (lowest === 0 ? (
                <Box component="strong" sx={{ color: 'success.main' }}>
                  <FormattedMessage id="events.price.free" />
                </Box>
              ) : (
                <FormattedMessage
                  id="events.buyBar.from"
                  values={{
                    price: (
                      <Box component="strong" sx={{ display: 'inline-block', fontSize: '1.1rem' }}>
                        {formatCents(lowest ?? 0)}
                      </Box>
                    ),
                  }}
                />
              ))}
          </Typography>
          {!block && (
            <Button
              variant="contained"
              size="large"
              component={RouterLink}
              to={checkoutPath(variant, event.id)}
              startIcon={<ConfirmationNumberOutlined />}
              sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
            >
              <FormattedMessage id="events.buy" />
            </Button>
          )}
        </Box>
      </Paper>
    </>
  );
}
