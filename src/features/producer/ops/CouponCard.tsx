import DeleteOutlineOutlined from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Coupon, Ticket } from '@/api/contract/domain';
import { ListTabCard, ListTabRowAction } from '@/components/list/ListTabCards';
import CardStat from './CardStat';
import { useOpsFormat, windowState } from './format';
import { opsPaths } from './paths';

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

interface CouponCardProps {
  coupon: Coupon;
  tickets: Ticket[];
  eventId: string;
  onDelete: (coupon: Coupon) => void;
}

/** One discount code of the event as a card: its state, discount, uses, validity and actions. */
export default function CouponCard({ coupon, tickets, eventId, onDelete }: CouponCardProps) {
  const intl = useIntl();
  const format = useOpsFormat();
  const state = couponState(coupon);
  const percent = coupon.maxUses > 0 ? Math.min(100, (coupon.used / coupon.maxUses) * 100) : 0;
  const names = coupon.ticketIds.map(
    (id) =>
      tickets.find((tk) => tk.id === id)?.name ??
      intl.formatMessage({ id: 'producerOps.coupon.removedTicket' }),
  );
  return (
    <ListTabCard
      title={coupon.code}
      titleSx={{
        fontFamily: 'monospace',
        fontSize: '1.15rem',
        letterSpacing: 1,
        mb: 0.75,
        wordBreak: 'break-all',
      }}
      badges={
        <Chip
          size="small"
          color={STATE_COLOR[state]}
          label={<FormattedMessage id={`producerOps.coupon.state.${state}`} />}
        />
      }
      actions={
        <>
          <ListTabRowAction
            label={intl.formatMessage({ id: 'producerOps.coupon.edit' }, { code: coupon.code })}
            icon={<EditOutlined />}
            to={opsPaths.couponEdit(eventId, coupon.id)}
          />
          <ListTabRowAction
            label={intl.formatMessage({ id: 'producerOps.coupon.delete' }, { code: coupon.code })}
            icon={<DeleteOutlineOutlined />}
            color="error"
            onClick={() => onDelete(coupon)}
          />
        </>
      }
    >
      <CardStat size={{ xs: 6, md: 2 }} labelId="producerOps.coupon.discount">
        {coupon.kind === 'percent' ? (
          <FormattedMessage id="producerOps.coupon.percentOff" values={{ value: coupon.value }} />
        ) : (
          <FormattedMessage
            id="producerOps.coupon.amountOff"
            values={{ value: format.money(coupon.value) }}
          />
        )}
      </CardStat>
      <CardStat
        size={{ xs: 6, md: 2 }}
        labelId="producerOps.coupon.uses"
        progress={{
          value: percent,
          label: intl.formatMessage({ id: 'producerOps.coupon.usesBar' }, { code: coupon.code }),
        }}
      >
        <FormattedMessage
          id="producerOps.coupon.usesOf"
          values={{ used: format.number(coupon.used), max: format.number(coupon.maxUses) }}
        />
      </CardStat>
      <CardStat size={{ xs: 12, md: 3 }} labelId="producerOps.coupon.validity" detail>
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
      </CardStat>
    </ListTabCard>
  );
}
