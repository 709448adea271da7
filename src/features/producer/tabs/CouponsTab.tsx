import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Coupon } from '@/api/contract/domain';
import { useGetEventTicketsQuery } from '@/api/endpoints/events';
import { useDeleteCouponMutation, useListCouponsQuery } from '@/api/endpoints/producerOps';
import ConfirmDialog from '@/components/feedback/ConfirmDialog';
import ListTabCards from '@/components/list/ListTabCards';
import { opsPaths, useEventId } from '../ops/paths';
import CouponCard from '../ops/CouponCard';
import { useSaveNotice } from '../ops/useSaveNotice';

/** `cupons`: the event's discount codes with their uses so far. */
export default function CouponsTab() {
  const intl = useIntl();
  const eventId = useEventId();
  const coupons = useListCouponsQuery(eventId);
  const tickets = useGetEventTicketsQuery(eventId);
  const [deleteCoupon, removal] = useDeleteCouponMutation();
  const [target, setTarget] = useState<Coupon | null>(null);
  const saveNotice = useSaveNotice();

  const confirm = async () => {
    if (!target) return;
    await saveNotice(
      () => deleteCoupon({ id: target.id, eventId }).unwrap(),
      intl.formatMessage({ id: 'producerOps.coupon.deleted' }, { code: target.code }),
    );
    setTarget(null);
  };

  return (
    <Box>
      <ListTabCards
        titleId="producerOps.coupon.title"
        subtitleId="producerOps.coupon.subtitle"
        items={coupons.data}
        ready={coupons.data != null && tickets.data != null}
        isLoading={coupons.isLoading || tickets.isLoading}
        error={coupons.error ?? tickets.error}
        onRetry={() => {
          void coupons.refetch();
          void tickets.refetch();
        }}
        create={{ to: opsPaths.couponCreate(eventId), labelId: 'producerOps.coupon.create' }}
        empty={{
          icon: LocalOfferOutlined,
          titleId: 'producerOps.coupon.empty.title',
          bodyId: 'producerOps.coupon.empty.body',
        }}
      >
        {(coupon) => (
          <CouponCard
            key={coupon.id}
            coupon={coupon}
            tickets={tickets.data ?? []}
            eventId={eventId}
            onDelete={setTarget}
          />
        )}
      </ListTabCards>
      <ConfirmDialog
        open={target != null}
        title={
          <FormattedMessage id="producerOps.coupon.delete.title" values={{ code: target?.code ?? '' }} />
        }
        confirmLabel={<FormattedMessage id="common.delete" />}
        destructive
        busy={removal.isLoading}
        onConfirm={() => void confirm()}
        onClose={() => setTarget(null)}
      >
        <FormattedMessage
          id={
            target && target.used > 0
              ? 'producerOps.coupon.delete.usedBody'
              : 'producerOps.coupon.delete.body'
          }
          values={{ code: target?.code ?? '', used: target?.used ?? 0 }}
        />
      </ConfirmDialog>
    </Box>
  );
}
