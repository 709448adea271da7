import { formResolver } from '@/components/form/formResolver';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import type { Coupon, Event, Ticket } from '@/api/contract/domain';
import { useGetEventQuery, useGetEventTicketsQuery } from '@/api/endpoints/events';
import {
  useCreateCouponMutation,
  useListCouponsQuery,
  useUpdateCouponMutation,
} from '@/api/endpoints/producerOps';
import DateProvider from '@/components/dates/DateProvider';
import FormPage from '@/components/form/FormPage';
import FormPageForm from '@/components/form/FormPageForm';
import FormTextField from '@/components/form/FormTextField';
import IntegerField from '@/components/form/IntegerField';
import MoneyField from '@/components/form/MoneyField';
import { useErrorText } from '@/components/form/useErrorText';
import {
  couponBody,
  couponCode,
  couponDefaults,
  couponFormSchema,
  type CouponFormValues,
} from '../ops/couponForm';
import DateTimeField from '../ops/DateTimeField';
import { FormSection } from '../ops/FormParts';
import { useOpsFormat } from '../ops/format';
import { opsPaths, useEventId } from '../ops/paths';

const FIELDS: readonly FieldPath<CouponFormValues>[] = [
  'code',
  'kind',
  'value',
  'maxUses',
  'validFrom',
  'validUntil',
  'ticketIds',
];

interface CouponFormProps {
  event: Event;
  tickets: Ticket[];
  coupon: Coupon | undefined;
}

function CouponForm({ event, tickets, coupon }: CouponFormProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  const format = useOpsFormat();
  const kindLabelId = useId();
  const used = coupon?.used ?? 0;
  const schema = useMemo(() => couponFormSchema({ eventEndsAt: event.endsAt, used }), [event.endsAt, used]);
  const form = useForm<CouponFormValues>({
    resolver: formResolver(schema),
    defaultValues: couponDefaults(event, coupon),
    mode: 'onTouched',
  });
  const { control, setValue } = form;
  const kind = useWatch({ control, name: 'kind' });
  const [createCoupon] = useCreateCouponMutation();
  const [updateCoupon] = useUpdateCouponMutation();

  const save = async (values: CouponFormValues) => {
    const body = couponBody(values);
    if (coupon) await updateCoupon({ id: coupon.id, eventId: event.id, body }).unwrap();
    else await createCoupon({ ...body, eventId: event.id }).unwrap();
    return intl.formatMessage(
      { id: coupon ? 'producerOps.coupon.saved' : 'producerOps.coupon.created' },
      { code: body.code },
    );
  };

  return (
    <FormPageForm
      form={form}
      fields={FIELDS}
      save={save}
      backTo={opsPaths.tab(event.id, 'cupons')}
      submitLabelId={coupon ? 'common.save' : 'producerOps.coupon.submitCreate'}
      failedMessageId="producerOps.saveFailed"
    >
      <FormSection titleId="producerOps.couponForm.section.discount">
        <Grid container spacing={2}>
          <Grid size={12}>
            <FormTextField
              control={control}
              name="code"
              labelId="producerOps.couponForm.code"
              helperId="producerOps.couponForm.code.help"
              parse={couponCode}
              required
              autoComplete="off"
              slotProps={{
                htmlInput: { autoCapitalize: 'characters', spellCheck: false, maxLength: 20 },
              }}
              sx={{ '& input': { fontFamily: 'monospace', letterSpacing: 1, fontSize: '1.1rem' } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Typography id={kindLabelId} variant="body2" color="text.secondary" sx={{ mb: 0.75 }}>
              <FormattedMessage id="producerOps.couponForm.kind" />
            </Typography>
            <Controller
              control={control}
              name="kind"
              render={({ field }) => (
                <ToggleButtonGroup
                  exclusive
                  color="primary"
                  value={field.value}
                  onChange={(_e, next: 'percent' | 'fixed' | null) => {
                    if (!next || next === field.value) return;
                    field.onChange(next);
                    // 10 means 10% or R$ 10,00: a different kind starts from an empty value.
                    setValue('value', '', { shouldDirty: true });
                  }}
                  aria-labelledby={kindLabelId}
                  fullWidth
                >
                  <ToggleButton value="percent">
                    <FormattedMessage id="producerOps.coupon.kind.percent" />
                  </ToggleButton>
                  <ToggleButton value="fixed">
                    <FormattedMessage id="producerOps.coupon.kind.fixed" />
                  </ToggleButton>
                </ToggleButtonGroup>
              )}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            {kind === 'fixed' ? (
              <MoneyField
                key="fixed"
                control={control}
                name="value"
                labelId="producerOps.couponForm.amount"
                helperId="producerOps.couponForm.amount.help"
                required
              />
            ) : (
              <IntegerField
                key="percent"
                control={control}
                name="value"
                labelId="producerOps.couponForm.percent"
                helperId="producerOps.couponForm.percent.help"
                unit="%"
                required
              />
            )}
          </Grid>
        </Grid>
      </FormSection>

      <FormSection titleId="producerOps.couponForm.section.limits">
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 4 }}>
            <IntegerField
              control={control}
              name="maxUses"
              labelId="producerOps.couponForm.maxUses"
              required
              helperText={
                coupon
                  ? intl.formatMessage(
                      { id: 'producerOps.couponForm.maxUses.used' },
                      { used: format.number(used) },
                    )
                  : intl.formatMessage({ id: 'producerOps.couponForm.maxUses.help' })
              }
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <DateTimeField control={control} name="validFrom" labelId="producerOps.couponForm.validFrom" />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <DateTimeField
              control={control}
              name="validUntil"
              labelId="producerOps.couponForm.validUntil"
              helperId="producerOps.couponForm.validUntil.help"
              helperValues={{ end: format.dateTime(event.endsAt) }}
              max={event.endsAt}
            />
          </Grid>
        </Grid>
      </FormSection>

      <FormSection titleId="producerOps.couponForm.section.tickets">
        <Controller
          control={control}
          name="ticketIds"
          render={({ field, fieldState }) => (
            <FormControl component="fieldset" error={fieldState.error != null} variant="standard">
              <FormLabel component="legend">
                <FormattedMessage id="producerOps.couponForm.tickets" />
              </FormLabel>
              <FormGroup>
                {tickets.map((ticket) => (
                  <FormControlLabel
                    key={ticket.id}
                    control={
                      <Checkbox
                        checked={field.value.includes(ticket.id)}
                        onChange={(e) =>
                          field.onChange(
                            e.target.checked
                              ? [...field.value, ticket.id]
                              : field.value.filter((id) => id !== ticket.id),
                          )
                        }
                      />
                    }
                    label={`${ticket.name} · ${ticket.price === 0 ? intl.formatMessage({ id: 'producerOps.ticket.free' }) : format.money(ticket.price)}`}
                  />
                ))}
              </FormGroup>
              <FormHelperText>
                {errorText(fieldState.error?.message) ??
                  intl.formatMessage({
                    id:
                      field.value.length === 0
                        ? 'producerOps.couponForm.tickets.all'
                        : 'producerOps.couponForm.tickets.some',
                  })}
              </FormHelperText>
            </FormControl>
          )}
        />
      </FormSection>
    </FormPageForm>
  );
}

/** /produtor/eventos/:eventoId/cupons/criar and .../:cupomId/editar: a discount code of the event. */
export default function CouponFormPage() {
  const eventId = useEventId();
  const { cupomId } = useParams();
  const event = useGetEventQuery(eventId);
  const tickets = useGetEventTicketsQuery(eventId);
  const coupons = useListCouponsQuery(eventId);
  const editing = cupomId != null;
  const coupon = coupons.data?.find((c) => c.id === cupomId);

  return (
    <FormPage
      backTo={opsPaths.tab(eventId, 'cupons')}
      backLabelId="producerOps.backToCoupons"
      queries={[event, tickets, coupons]}
      data={event.data && tickets.data && coupons.data && { event: event.data, tickets: tickets.data }}
      notFound={
        editing && !coupon ? { icon: LocalOfferOutlined, titleId: 'producerOps.coupon.notFound' } : undefined
      }
      titleId={editing ? 'producerOps.couponForm.editTitle' : 'producerOps.couponForm.createTitle'}
      subtitleId="producerOps.form.eventLine"
      values={{ event: event.data?.title ?? '' }}
    >
      {(data) => (
        <DateProvider>
          <CouponForm key={coupon?.id ?? 'new'} event={data.event} tickets={data.tickets} coupon={coupon} />
        </DateProvider>
      )}
    </FormPage>
  );
}
