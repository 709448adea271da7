import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlineOutlined from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { Coupon, Ticket } from '@/api/contract/domain';
import { useGetEventTicketsQuery } from '@/api/endpoints/events';
import { useDeleteCouponMutation, useListCouponsQuery } from '@/api/endpoints/producerOps';
import ConfirmDialog from '@/components/feedback/ConfirmDialog';
import { notify } from '@/components/feedback/notify';
import EmptyState from '@/components/states/EmptyState';
import ErrorState from '@/components/states/ErrorState';
import { useOpsFormat, windowState } from '../ops/format';
import { opsPaths, useEventId } from '../ops/paths';
import TabHeader from '../ops/TabHeader';
import { apiErrorText } from '@/components/feedback/apiErrorText';

type CouponState = 'scheduled' | 'active' | 'expired' | 'usedUp';
const STATE_COLOR: Record<CouponState, 'default' | 'success' | 'info' | 'error'> = {
  scheduled: 'info',
  active: 'success',
  expired: 'default',
  usedUp: 'error',
};

function couponState(coupon: Coupon): CouponState {
  const window = windowState(coupon.validFrom, coupon.validUntil);
  if (window === 'upcoming') return 'scheduled';
  if (window === 'closed') return 'expired';
  return coupon.used >= coupon.maxUses ? 'usedUp' : 'active';
}

interface CouponRowProps {
  coupon: Coupon;
  tickets: Ticket[];
  eventId: string;
  onDelete: (coupon: Coupon) => void;
}

function CouponRow({ coupon, tickets, eventId, onDelete }: CouponRowProps) {
  const intl = useIntl();
  const format = useOpsFormat();
  const headingId = useId();
  const state = couponState(coupon);
  const percent = coupon.maxUses > 0 ? Math.min(100, (coupon.used / coupon.maxUses) * 100) : 0;
  const names = coupon.ticketIds.map(
    (id) =>
      tickets.find((tk) => tk.id === id)?.name ?? intl.formatMessage({ id: 'producerOps.coupon.removedTicket' }),
  );
  return (
    <Paper variant="outlined" component="article" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Grid container spacing={2} sx={{ alignItems: 'center' }}>
        <Grid size={{ xs: 12, md: 3 }}>
          <Typography
            id={headingId}
            variant="h3"
            component="h3"
            sx={{
              fontFamily: 'monospace',
              fontSize: '1.15rem',
              letterSpacing: 1,
              mb: 0.75,
              wordBreak: 'break-all',
            }}
          >
            {coupon.code}
          </Typography>
          <Chip
            size="small"
            color={STATE_COLOR[state]}
            label={<FormattedMessage id={`producerOps.coupon.state.${state}`} />}
          />
        </Grid>
        <Grid size={{ xs: 6, md: 2 }}>
          <Typography variant="caption" color="text.secondary" component="p">
            <FormattedMessage id="producerOps.coupon.discount" />
          </Typography>
          <Typography sx={{ fontWeight: 600 }}>
            {coupon.kind === 'percent' ? (
              <FormattedMessage id="producerOps.coupon.percentOff" values={{ value: coupon.value }} />
            ) : (
              <FormattedMessage
                id="producerOps.coupon.amountOff"
                values={{ value: format.money(coupon.value) }}
              />
            )}
          </Typography>
        </Grid>
        <Grid size={{ xs: 6, md: 2 }}>
          <Typography variant="caption" color="text.secondary" component="p">
            <FormattedMessage id="producerOps.coupon.uses" />
          </Typography>
          <Typography sx={{ fontWeight: 600 }}>
            <FormattedMessage
              id="producerOps.coupon.usesOf"
              values={{ used: format.number(coupon.used), max: format.number(coupon.maxUses) }}
            />
          </Typography>
          <LinearProgress
            variant="determinate"
            value={percent}
            aria-label={intl.formatMessage({ id: 'producerOps.coupon.usesBar' }, { code: coupon.code })}
            sx={{ mt: 0.5, height: 6, borderRadius: 3 }}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 3 }}>
          <Typography variant="caption" color="text.secondary" component="p">
            <FormattedMessage id="producerOps.coupon.validity" />
          </Typography>
          <Typography variant="body2">
            <FormattedMessage
              id="producerOps.window.range"
              values={{ from: format.dateTime(coupon.validFrom), to: format.dateTime(coupon.validUntil) }}
            />
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {names.length === 0 ? (
              <FormattedMessage id="producerOps.coupon.allTickets" />
            ) : (
              <FormattedMessage id="producerOps.coupon.onlyTickets" values={{ names: names.join(', ') }} />
            )}
          </Typography>
        </Grid>
        <Grid size={{ xs: 12, md: 2 }}>
          <Stack direction="row" sx={{ justifyContent: { xs: 'flex-start', md: 'flex-end' }, gap: 0.5 }}>
            <Tooltip title={intl.formatMessage({ id: 'producerOps.coupon.edit' }, { code: coupon.code })}>
              <IconButton
                component={RouterLink}
                to={opsPaths.couponEdit(eventId, coupon.id)}
                aria-label={intl.formatMessage({ id: 'producerOps.coupon.edit' }, { code: coupon.code })}
              >
                <EditOutlined />
              </IconButton>
            </Tooltip>
            <Tooltip title={intl.formatMessage({ id: 'producerOps.coupon.delete' }, { code: coupon.code })}>
              <IconButton
                color="error"
                onClick={() => onDelete(coupon)}
                aria-label={intl.formatMessage({ id: 'producerOps.coupon.delete' }, { code: coupon.code })}
              >
                <DeleteOutlineOutlined />
              </IconButton>
            </Tooltip>
          </Stack>
        </Grid>
      </Grid>
    </Paper>
  );
}

/** `cupons`: the event's discount codes with their uses so far. */
export default function CouponsTab() {
  const intl = useIntl();
  const eventId = useEventId();
  const coupons = useListCouponsQuery(eventId);
  const tickets = useGetEventTicketsQuery(eventId);
  const [deleteCoupon, removal] = useDeleteCouponMutation();
  const [target, setTarget] = useState<Coupon | null>(null);

  const createButton = (
    <Button
      component={RouterLink}
      to={opsPaths.couponCreate(eventId)}
      variant="contained"
      startIcon={<AddOutlined />}
    >
      <FormattedMessage id="producerOps.coupon.create" />
    </Button>
  );

  const confirm = async () => {
    if (!target) return;
    try {
      await deleteCoupon({ id: target.id, eventId }).unwrap();
      notify(intl.formatMessage({ id: 'producerOps.coupon.deleted' }, { code: target.code }), 'success');
    } catch (caught) {
      notify(apiErrorText(intl, caught, intl.formatMessage({ id: 'producerOps.saveFailed' })), 'error');
    }
    setTarget(null);
  };

  let body;
  if (coupons.isLoading || tickets.isLoading)
    body = (
      <Stack spacing={1.5} aria-busy="true" aria-label={intl.formatMessage({ id: 'common.loading' })}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={96} />
        ))}
      </Stack>
    );
  else if (!coupons.data || !tickets.data)
    body = (
      <ErrorState
        error={coupons.error ?? tickets.error}
        onRetry={() => {
          void coupons.refetch();
          void tickets.refetch();
        }}
      />
    );
  else if (coupons.data.length === 0)
    body = (
      <EmptyState
        icon={LocalOfferOutlined}
        titleId="producerOps.coupon.empty.title"
        bodyId="producerOps.coupon.empty.body"
        action={createButton}
      />
    );
  else {
    const ticketList = tickets.data;
    body = (
      <Stack spacing={1.5}>
        {coupons.data.map((coupon) => (
          <CouponRow
            key={coupon.id}
            coupon={coupon}
            tickets={ticketList}
            eventId={eventId}
            onDelete={setTarget}
          />
        ))}
      </Stack>
    );
  }

  return (
    <Box>
      <TabHeader
        titleId="producerOps.coupon.title"
        subtitleId="producerOps.coupon.subtitle"
        actions={coupons.data && coupons.data.length > 0 ? createButton : undefined}
      />
      {body}
      <ConfirmDialog
        open={target != null}
        title={<FormattedMessage id="producerOps.coupon.delete.title" values={{ code: target?.code ?? '' }} />}
        confirmLabel={<FormattedMessage id="common.delete" />}
        destructive
        busy={removal.isLoading}
        onConfirm={() => void confirm()}
        onClose={() => setTarget(null)}
      >
        <FormattedMessage
          id={target && target.used > 0 ? 'producerOps.coupon.delete.usedBody' : 'producerOps.coupon.delete.body'}
          values={{ code: target?.code ?? '', used: target?.used ?? 0 }}
        />
      </ConfirmDialog>
    </Box>
  );
}
