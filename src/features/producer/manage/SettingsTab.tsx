import { formResolver } from '@/components/form/formResolver';
import RestoreOutlined from '@mui/icons-material/RestoreOutlined';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MyEvent } from '@/api/contract/producer';
import { useUpdateEventMutation } from '@/api/endpoints/producer';
import DateProvider from '@/components/dates/DateProvider';
import { notify } from '@/components/feedback/notify';
import FormError from '@/components/form/FormError';
import UnsavedChangesPrompt from '@/components/form/UnsavedChangesPrompt';
import BasicsFields from '../form/BasicsFields';
import CoverField from '../form/CoverField';
import { eventFormSchema, fromEvent, toEventInput, type EventFormValues } from '../form/eventForm';
import { applyServerErrors } from '../form/serverErrors';
import WhenFields from '../form/WhenFields';
import WhereFields from '../form/WhereFields';

function Section({ titleId, introId, children }: { titleId: string; introId: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} variant="h3" component="h2">
        <FormattedMessage id={titleId} />
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2.5 }}>
        <FormattedMessage id={introId} />
      </Typography>
      {children}
    </Paper>
  );
}

function SettingsForm({ event }: { event: MyEvent }) {
  const intl = useIntl();
  const [update, { isLoading: saving }] = useUpdateEventMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const locked = event.status === 'cancelled';
  const schema = useMemo(() => eventFormSchema({ requireFuture: false }), []);
  const form = useForm<EventFormValues>({
    resolver: formResolver(schema),
    defaultValues: fromEvent(event),
    mode: 'onTouched',
  });
  const { isDirty } = form.formState;

  const submit = form.handleSubmit(
    async (values) => {
      setFormError(null);
      try {
        const saved = await update({ id: event.id, body: toEventInput(values) }).unwrap();
        form.reset(fromEvent(saved));
        notify(intl.formatMessage({ id: 'producer.settings.saved' }), 'success');
      } catch (error) {
        const { message } = applyServerErrors(
          intl,
          error,
          form.setError,
          intl.formatMessage({ id: 'producer.settings.failed' }),
        );
        setFormError(message);
      }
    },
    (errors: FieldErrors<EventFormValues>) => {
      if (Object.keys(errors).length > 0)
        setFormError(intl.formatMessage({ id: 'producer.settings.invalid' }));
    },
  );

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
      <Stack spacing={2.5}>
        {locked && (
          <Alert severity="warning">
            <FormattedMessage id="producer.settings.locked" />
          </Alert>
        )}
        {!locked && event.stats.sold > 0 && (
          <Alert severity="info">
            <FormattedMessage id="producer.settings.hasSales" values={{ count: event.stats.sold }} />
          </Alert>
        )}
        <Section titleId="producer.step.basics" introId="producer.step.basics.intro">
          <BasicsFields form={form} disabled={locked} />
        </Section>
        <Section titleId="producer.step.when" introId="producer.step.when.intro">
          <WhenFields form={form} disabled={locked} />
        </Section>
        <Section titleId="producer.step.where" introId="producer.step.where.intro">
          <WhereFields form={form} disabled={locked} />
        </Section>
        <Section titleId="producer.step.cover" introId="producer.step.cover.intro">
          <CoverField form={form} disabled={locked} previewWidth={400} />
        </Section>
        <FormError message={formError} />
        {!locked && (
          <Paper
            variant="outlined"
            sx={{
              p: 1.5,
              // Pinned to the bottom of the screen only while there is something to save.
              position: isDirty ? 'sticky' : 'static',
              bottom: 8,
              zIndex: 2,
              display: 'flex',
              gap: 1.5,
              alignItems: 'center',
              justifyContent: 'space-between',
              flexWrap: 'wrap',
            }}
          >
            <Typography variant="body2" color="text.secondary" role="status">
              <FormattedMessage id={isDirty ? 'producer.settings.dirty' : 'producer.settings.clean'} />
            </Typography>
            <Stack direction="row" spacing={1}>
              <Button
                startIcon={<RestoreOutlined />}
                onClick={() => {
                  form.reset();
                  setFormError(null);
                }}
                disabled={!isDirty || saving}
              >
                <FormattedMessage id="producer.settings.revert" />
              </Button>
              <Button
                type="submit"
                variant="contained"
                startIcon={<SaveOutlined />}
                loading={saving}
                disabled={!isDirty}
              >
                <FormattedMessage id="producer.settings.save" />
              </Button>
            </Stack>
          </Paper>
        )}
      </Stack>
      <UnsavedChangesPrompt when={isDirty && !saving} />
    </Box>
  );
}

/** `configuracoes`: the event's details, with the same fields as its creation. */
export default function SettingsTab({ event }: { event: MyEvent }) {
  return (
    <DateProvider>
      <SettingsForm key={event.id} event={event} />
    </DateProvider>
  );
}
