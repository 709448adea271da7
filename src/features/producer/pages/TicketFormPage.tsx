import { formResolver } from '@/components/form/formResolver';
import ConfirmationNumberOutlined from '@mui/icons-material/ConfirmationNumberOutlined';
import Grid from '@mui/material/Grid';
import { useMemo } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import type { Event, Ticket } from '@/api/contract/domain';
import { useGetEventQuery, useGetEventTicketsQuery } from '@/api/endpoints/events';
import { useCreateTicketMutation, useUpdateTicketMutation } from '@/api/endpoints/producerOps';
import DateProvider from '@/components/dates/DateProvider';
import FormPage from '@/components/form/FormPage';
import FormPageForm from '@/components/form/FormPageForm';
import FormSwitch from '@/components/form/FormSwitch';
import LimitedTextField from '@/components/form/LimitedTextField';
import IntegerField from '@/components/form/IntegerField';
import MoneyField from '@/components/form/MoneyField';
import DateTimeField from '../ops/DateTimeField';
import { FormSection } from '../ops/FormParts';
import { useOpsFormat } from '../ops/format';
import { opsPaths, useEventId } from '../ops/paths';
import {
  TICKET_NAME_MAX,
  ticketBody,
  ticketDefaults,
  ticketFormSchema,
  type TicketFormValues,
} from '../ops/ticketForm';

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

function TicketForm({ event, ticket }: { event: Event; ticket: Ticket | undefined }) {
  const intl = useIntl();
  const format = useOpsFormat();
  const sold = ticket?.sold ?? 0;
  const schema = useMemo(() => ticketFormSchema({ eventEndsAt: event.endsAt, sold }), [event.endsAt, sold]);
  const form = useForm<TicketFormValues>({
    resolver: formResolver(schema),
    defaultValues: ticketDefaults(event, ticket),
    mode: 'onTouched',
  });
  const { control } = form;
  const free = useWatch({ control, name: 'free' });
  const salesEnd = useWatch({ control, name: 'salesEnd' });
  const [createTicket] = useCreateTicketMutation();
  const [updateTicket] = useUpdateTicketMutation();

  const save = async (values: TicketFormValues) => {
    const body = ticketBody(values);
    if (ticket) await updateTicket({ id: ticket.id, eventId: event.id, body }).unwrap();
    else await createTicket({ ...body, eventId: event.id }).unwrap();
    return intl.formatMessage(
      { id: ticket ? 'producerOps.ticket.saved' : 'producerOps.ticket.created' },
      { name: body.name },
    );
  };

  return (
    <FormPageForm
      form={form}
      fields={FIELDS}
      save={save}
      backTo={opsPaths.tab(event.id, 'ingressos')}
      submitLabelId={ticket ? 'common.save' : 'producerOps.ticket.submitCreate'}
      failedMessageId="producerOps.saveFailed"
    >
      <FormSection titleId="producerOps.ticketForm.section.basics">
        <Grid container spacing={2}>
          <Grid size={12}>
            <LimitedTextField
              control={control}
              name="name"
              labelId="producerOps.ticketForm.name"
              helperId="producerOps.ticketForm.name.help"
              required
              autoComplete="off"
              maxChars={TICKET_NAME_MAX}
            />
          </Grid>
          <Grid size={12}>
            <FormSwitch
              control={control}
              name="free"
              labelId="producerOps.ticketForm.free"
              helperId="producerOps.ticketForm.free.help"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <MoneyField
              control={control}
              name="price"
              labelId="producerOps.ticketForm.price"
              helperId="producerOps.ticketForm.price.help"
              disabled={free}
              required={!free}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormSwitch
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
            <IntegerField
              control={control}
              name="quantity"
              labelId="producerOps.ticketForm.quantity"
              required
              helperText={
                ticket
                  ? intl.formatMessage(
                      { id: 'producerOps.ticketForm.quantity.sold' },
                      { sold: format.number(sold) },
                    )
                  : intl.formatMessage({ id: 'producerOps.ticketForm.quantity.help' })
              }
            />
          </Grid>
          <Grid size={{ xs: 6, sm: 4 }}>
            <IntegerField
              control={control}
              name="minPerOrder"
              labelId="producerOps.ticketForm.minPerOrder"
              required
            />
          </Grid>
          <Grid size={{ xs: 6, sm: 4 }}>
            <IntegerField
              control={control}
              name="maxPerOrder"
              labelId="producerOps.ticketForm.maxPerOrder"
              required
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
              // The help says when sales really end; only an empty field gets the bare limit.
              helperId={
                salesEnd ? 'producerOps.ticketForm.salesEnd.set' : 'producerOps.ticketForm.salesEnd.help'
              }
              helperValues={{
                end: format.dateTime(event.endsAt),
                value: salesEnd ? format.dateTime(salesEnd) : '',
              }}
              max={event.endsAt}
            />
          </Grid>
        </Grid>
      </FormSection>

      <FormSection titleId="producerOps.ticketForm.section.visibility">
        <FormSwitch
          control={control}
          name="visible"
          labelId="producerOps.ticketForm.visible"
          helperId="producerOps.ticketForm.visible.help"
        />
      </FormSection>
    </FormPageForm>
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
  // A failed reload shows the error even when an older answer is still there.
  const failed = event.error != null || tickets.error != null;

  return (
    <FormPage
      backTo={opsPaths.tab(eventId, 'ingressos')}
      backLabelId="producerOps.backToTickets"
      queries={[event, tickets]}
      data={!failed && event.data && tickets.data ? event.data : undefined}
      notFound={
        editing && !ticket
          ? { icon: ConfirmationNumberOutlined, titleId: 'producerOps.ticket.notFound' }
          : undefined
      }
      titleId={editing ? 'producerOps.ticketForm.editTitle' : 'producerOps.ticketForm.createTitle'}
      subtitleId="producerOps.form.eventLine"
      values={{ event: event.data?.title ?? '' }}
    >
      {(loaded) => (
        <DateProvider>
          <TicketForm key={ticket?.id ?? 'new'} event={loaded} ticket={ticket} />
        </DateProvider>
      )}
    </FormPage>
  );
}
