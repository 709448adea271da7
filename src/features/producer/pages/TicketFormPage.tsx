import { zodResolver } from '@hookform/resolvers/zod';
import ConfirmationNumberOutlined from '@mui/icons-material/ConfirmationNumberOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import type { Event, Ticket } from '@/api/contract/domain';
import { useGetEventQuery, useGetEventTicketsQuery } from '@/api/endpoints/events';
import { useCreateTicketMutation, useUpdateTicketMutation } from '@/api/endpoints/producerOps';
import DateProvider from '@/components/dates/DateProvider';
import { notify } from '@/components/feedback/notify';
import FormError from '@/components/form/FormError';
import FormTextField from '@/components/form/FormTextField';
import MoneyField from '@/components/form/MoneyField';
import UnsavedChangesPrompt from '@/components/form/UnsavedChangesPrompt';
import { useErrorText } from '@/components/form/useErrorText';
import EmptyState from '@/components/states/EmptyState';
import ErrorState from '@/components/states/ErrorState';
import PageHeader from '@/components/states/PageHeader';
import DateTimeField from '../ops/DateTimeField';
import { BackLink, FormSection, FormSkeleton, SwitchField } from '../ops/FormParts';
import { useOpsFormat } from '../ops/format';
import { opsPaths, useEventId } from '../ops/paths';
import { applyServerErrors } from '../ops/serverErrors';
import { ticketBody, ticketDefaults, ticketFormSchema, type TicketFormValues } from '../ops/ticketForm';

const FIELDS: readonly FieldPath<TicketFormValues>[] = [
  'name',
  'price',
  'halfPriceAllowed',
  'quantity',
  'minPerOrder',
  'maxPerOrder',
  'salesStart',
  'salesEnd',
  'visible',
];

const digitsOnly = (value: string) => value.replace(/\D/g, '').slice(0, 6);

function TicketForm({ event, ticket }: { event: Event; ticket: Ticket | undefined }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const format = useOpsFormat();
  const sold = ticket?.sold ?? 0;
  const schema = useMemo(() => ticketFormSchema({ eventEndsAt: event.endsAt, sold }), [event.endsAt, sold]);
  const { control, handleSubmit, setError, formState } = useForm<TicketFormValues>({
    resolver: zodResolver(schema),
    defaultValues: ticketDefaults(event, ticket),
    mode: 'onTouched',
  });
  const free = useWatch({ control, name: 'free' });
  const [createTicket] = useCreateTicketMutation();
  const [updateTicket] = useUpdateTicketMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const backTo = opsPaths.tab(event.id, 'ingressos');

  useEffect(() => {
    if (done) void navigate(backTo);
  }, [done, navigate, backTo]);

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const body = ticketBody(values);
    try {
      if (ticket) await updateTicket({ id: ticket.id, eventId: event.id, body }).unwrap();
      else await createTicket({ ...body, eventId: event.id }).unwrap();
      notify(
        intl.formatMessage(
          { id: ticket ? 'producerOps.ticket.saved' : 'producerOps.ticket.created' },
          { name: body.name },
        ),
        'success',
      );
      setDone(true);
    } catch (caught) {
      setServerError(
        applyServerErrors(intl, caught, FIELDS, setError, intl.formatMessage({ id: 'producerOps.saveFailed' })),
      );
    }
  });

  return (
    <Box component="form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <UnsavedChangesPrompt when={formState.isDirty && !done} />
      <Stack spacing={2.5}>
        <FormError message={serverError} />
        <FormSection titleId="producerOps.ticketForm.section.basics">
          <Grid container spacing={2}>
            <Grid size={12}>
              <FormTextField
                control={control}
                name="name"
                labelId="producerOps.ticketForm.name"
                helperId="producerOps.ticketForm.name.help"
                required
                autoComplete="off"
              />
            </Grid>
            <Grid size={12}>
              <SwitchField
                control={control}
                name="free"
                labelId="producerOps.ticketForm.free"
                helperId="producerOps.ticketForm.free.help"
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Controller
                control={control}
                name="price"
                render={({ field, fieldState }) => (
                  <MoneyField
                    name={field.name}
                    inputRef={field.ref}
                    value={free ? 0 : field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    disabled={free}
                    required={!free}
                    fullWidth
                    label={intl.formatMessage({ id: 'producerOps.ticketForm.price' })}
                    error={fieldState.error != null}
                    helperText={
                      errorText(fieldState.error?.message) ??
                      intl.formatMessage({ id: 'producerOps.ticketForm.price.help' })
                    }
                  />
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <SwitchField
                control={control}
                name="halfPriceAllowed"
                labelId="producerOps.ticketForm.halfPrice"
                helperId="producerOps.ticketForm.halfPrice.help"
                disabled={free}
              />
            </Grid>
          </Grid>
        </FormSection>

        <FormSection titleId="producerOps.ticketForm.section.quantity">
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 4 }}>
              <FormTextField
                control={control}
                name="quantity"
                labelId="producerOps.ticketForm.quantity"
                parse={digitsOnly}
                required
                helperText={
                  ticket
                    ? intl.formatMessage(
                        { id: 'producerOps.ticketForm.quantity.sold' },
                        { sold: format.number(sold) },
                      )
                    : intl.formatMessage({ id: 'producerOps.ticketForm.quantity.help' })
                }
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
            </Grid>
            <Grid size={{ xs: 6, sm: 4 }}>
              <FormTextField
                control={control}
                name="minPerOrder"
                labelId="producerOps.ticketForm.minPerOrder"
                parse={digitsOnly}
                required
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
            </Grid>
            <Grid size={{ xs: 6, sm: 4 }}>
              <FormTextField
                control={control}
                name="maxPerOrder"
                labelId="producerOps.ticketForm.maxPerOrder"
                parse={digitsOnly}
                required
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
            </Grid>
          </Grid>
        </FormSection>

        <FormSection titleId="producerOps.ticketForm.section.window">
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <DateTimeField control={control} name="salesStart" labelId="producerOps.ticketForm.salesStart" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <DateTimeField
                control={control}
                name="salesEnd"
                labelId="producerOps.ticketForm.salesEnd"
                helperId="producerOps.ticketForm.salesEnd.help"
                helperValues={{ end: format.dateTime(event.endsAt) }}
                max={event.endsAt}
              />
            </Grid>
          </Grid>
        </FormSection>

        <FormSection titleId="producerOps.ticketForm.section.visibility">
          <SwitchField
            control={control}
            name="visible"
            labelId="producerOps.ticketForm.visible"
            helperId="producerOps.ticketForm.visible.help"
          />
        </FormSection>

        <Stack direction={{ xs: 'column-reverse', sm: 'row' }} sx={{ gap: 1.5, justifyContent: 'flex-end' }}>
          <Button component={RouterLink} to={backTo}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            <FormattedMessage id={ticket ? 'common.save' : 'producerOps.ticket.submitCreate'} />
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

/** /produtor/eventos/:eventoId/ingressos/criar and .../:ingressoId/editar: a ticket type of the event. */
export default function TicketFormPage() {
  const eventId = useEventId();
  const { ingressoId } = useParams();
  const event = useGetEventQuery(eventId);
  const tickets = useGetEventTicketsQuery(eventId);
  const editing = ingressoId != null;
  const ticket = tickets.data?.find((tk) => tk.id === ingressoId);
  const backTo = opsPaths.tab(eventId, 'ingressos');

  let content;
  if (event.isLoading || tickets.isLoading) content = <FormSkeleton />;
  else if (event.error || tickets.error || !event.data || !tickets.data)
    content = (
      <ErrorState
        error={event.error ?? tickets.error}
        onRetry={() => {
          void event.refetch();
          void tickets.refetch();
        }}
      />
    );
  else if (editing && !ticket)
    content = (
      <EmptyState
        icon={ConfirmationNumberOutlined}
        titleId="producerOps.ticket.notFound"
        action={
          <Button component={RouterLink} to={backTo} variant="outlined">
            <FormattedMessage id="producerOps.backToTickets" />
          </Button>
        }
      />
    );
  else
    content = (
      <>
        <PageHeader
          titleId={editing ? 'producerOps.ticketForm.editTitle' : 'producerOps.ticketForm.createTitle'}
          subtitleId="producerOps.form.eventLine"
          values={{ event: event.data.title }}
        />
        <DateProvider>
          <TicketForm key={ticket?.id ?? 'new'} event={event.data} ticket={ticket} />
        </DateProvider>
      </>
    );

  return (
    <Box sx={{ maxWidth: 880, mx: 'auto' }}>
      <BackLink to={backTo} labelId="producerOps.backToTickets" />
      {content}
    </Box>
  );
}
