import { zodResolver } from '@hookform/resolvers/zod';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import ArrowForwardOutlined from '@mui/icons-material/ArrowForwardOutlined';
import CloudDoneOutlined from '@mui/icons-material/CloudDoneOutlined';
import DeleteOutlineOutlined from '@mui/icons-material/DeleteOutlineOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useCreateEventMutation } from '@/api/endpoints/producer';
import DateProvider from '@/components/dates/DateProvider';
import ConfirmDialog from '@/components/feedback/ConfirmDialog';
import { notify } from '@/components/feedback/notify';
import FormError from '@/components/form/FormError';
import UnsavedChangesPrompt from '@/components/form/UnsavedChangesPrompt';
import PageHeader from '@/components/states/PageHeader';
import { useAppSelector } from '@/store/hooks';
import { selectUser } from '@/store/sessionSlice';
import BasicsFields from '../form/BasicsFields';
import CoverField from '../form/CoverField';
import {
  EMPTY_EVENT,
  eventFormSchema,
  serializeValues,
  STEP_FIELDS,
  stepOf,
  toEventInput,
  type EventFormValues,
} from '../form/eventForm';
import EventReview from '../form/EventReview';
import { applyServerErrors } from '../form/serverErrors';
import WhenFields from '../form/WhenFields';
import WhereFields from '../form/WhereFields';
import { useEventDraft } from '../hooks/useEventDraft';

const STEPS = ['basics', 'when', 'where', 'cover', 'review'] as const;
const LAST = STEPS.length - 1;
const EMPTY_JSON = JSON.stringify(serializeValues(EMPTY_EVENT));
const SAVE_DELAY_MS = 300;

/**
 * Pressing a step button must not blur the field being typed in first: the blur would validate it, its
 * message would appear or go, the button would move under the finger and the tap would be lost.
 */
const keepFocus = (e: MouseEvent) => e.preventDefault();

function isEmpty(values: EventFormValues): boolean {
  return JSON.stringify(serializeValues(values)) === EMPTY_JSON;
}

function CreateWizard({ userKey }: { userKey: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const draft = useEventDraft(userKey);
  const [restoredAt, setRestoredAt] = useState(draft.initial?.savedAt ?? null);
  const [step, setStep] = useState(() => Math.min(Math.max(draft.initial?.step ?? 0, 0), LAST));
  const [formError, setFormError] = useState<string | null>(null);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const [createdId, setCreatedId] = useState<string | null>(null);
  const [createEvent, { isLoading: creating }] = useCreateEventMutation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Bumped when the producer moves between steps (not on first load), to move the focus.
  const [moves, setMoves] = useState(0);

  const schema = useMemo(() => eventFormSchema({ requireFuture: true }), []);
  const form = useForm<EventFormValues>({
    resolver: zodResolver(schema),
    defaultValues: draft.initial?.values ?? EMPTY_EVENT,
    mode: 'onTouched',
  });
  const values = useWatch({ control: form.control }) as EventFormValues;
  const hasContent = !isEmpty(values);

  // Every change is kept in this browser (debounced), with the step the producer is on; what is still
  // waiting is written at once when the page goes away (reload, closed tab, another page).
  const pending = useRef<number | null>(null);
  const flush = useCallback(() => {
    const pendingStep = pending.current;
    if (pendingStep == null) return;
    pending.current = null;
    const current = form.getValues();
    if (isEmpty(current)) draft.discard();
    else draft.save(current, pendingStep);
  }, [form, draft]);
  useEffect(() => {
    if (createdId) return undefined;
    pending.current = step;
    const timer = setTimeout(flush, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [values, step, createdId, flush]);
  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  // After creating, the guard is off: go to the new event's summary.
  useEffect(() => {
    if (!createdId) return;
    // Nothing left to keep: the event exists now.
    pending.current = null;
    draft.discard();
    void navigate(`/produtor/eventos/${encodeURIComponent(createdId)}/resumo`);
  }, [createdId, navigate, draft]);

  // A new step's heading takes the focus, so keyboard and screen-reader users start at its top.
  useEffect(() => {
    if (moves > 0) headingRef.current?.focus();
  }, [moves]);

  const show = (target: number) => {
    setMoves((n) => n + 1);
    setFormError(null);
    setStep(target);
    window.scrollTo({ top: 0 });
  };

  const goTo = async (target: number) => {
    if (target <= step) {
      show(target);
      return;
    }
    for (let s = step; s < target; s += 1) {
      const fields = STEP_FIELDS[s] ?? [];
      if (fields.length > 0 && !(await form.trigger([...fields], { shouldFocus: true }))) {
        if (s !== step) show(s);
        return;
      }
    }
    show(target);
  };

  const discard = () => {
    draft.discard();
    form.reset(EMPTY_EVENT);
    setRestoredAt(null);
    setConfirmDiscard(false);
    show(0);
    notify(intl.formatMessage({ id: 'producer.draft.discarded' }), 'info');
  };

  const onInvalid = (errors: FieldErrors<EventFormValues>) => {
    const first = STEP_FIELDS.findIndex((fields) =>
      fields.some((f) =>
        f
          .split('.')
          .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], errors),
      ),
    );
    show(first < 0 ? 0 : first);
  };

  const submit = form.handleSubmit(async (valid) => {
    setFormError(null);
    try {
      const event = await createEvent(toEventInput(valid)).unwrap();
      draft.discard();
      notify(intl.formatMessage({ id: 'producer.create.done' }), 'success');
      setCreatedId(event.id);
    } catch (error) {
      const { fields, message } = applyServerErrors(
        intl,
        error,
        form.setError,
        intl.formatMessage({ id: 'producer.create.failed' }),
      );
      const [first] = fields;
      const target = first ? stepOf(first) : step;
      if (first) show(target);
      setFormError(message);
      // A refused save keeps everything typed in this browser at once, on the step to fix.
      draft.save(form.getValues(), target);
    }
  }, onInvalid);

  const current = STEPS[step] ?? 'basics';
  const stepLabel = (s: (typeof STEPS)[number]) => intl.formatMessage({ id: `producer.step.${s}` });

  return (
    <>
      <PageHeader
        titleId="route.event.create"
        subtitleId="producer.create.subtitle"
        actions={
          hasContent ? (
            <Button
              color="inherit"
              startIcon={<DeleteOutlineOutlined />}
              onClick={() => setConfirmDiscard(true)}
            >
              <FormattedMessage id="producer.draft.discard" />
            </Button>
          ) : undefined
        }
      />
      {restoredAt && (
        <Alert severity="info" sx={{ mb: 2 }} onClose={() => setRestoredAt(null)}>
          <FormattedMessage
            id="producer.draft.restored"
            values={{
              when: intl.formatDate(restoredAt, {
                day: '2-digit',
                month: '2-digit',
                hour: '2-digit',
                minute: '2-digit',
              }),
            }}
          />
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stepper
          nonLinear
          activeStep={step}
          alternativeLabel
          sx={{ display: { xs: 'none', md: 'flex' }, mb: 4 }}
        >
          {STEPS.map((s, index) => (
            <Step key={s} completed={index < step}>
              <StepButton onClick={() => void goTo(index)}>{stepLabel(s)}</StepButton>
            </Step>
          ))}
        </Stepper>
        <Box sx={{ display: { xs: 'block', md: 'none' }, mb: 3 }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            <FormattedMessage
              id="producer.step.progress"
              values={{ n: step + 1, total: STEPS.length }}
            />
          </Typography>
          <LinearProgress
            variant="determinate"
            value={((step + 1) / STEPS.length) * 100}
            aria-label={intl.formatMessage(
              { id: 'producer.step.progress' },
              { n: step + 1, total: STEPS.length },
            )}
          />
        </Box>

        <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
          <Stack spacing={3}>
            <Box>
              <Typography
                ref={headingRef}
                tabIndex={-1}
                variant="h2"
                component="h2"
                sx={{ fontSize: { xs: '1.25rem', sm: '1.5rem' }, outline: 'none' }}
              >
                {stepLabel(current)}
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 0.5 }}>
                <FormattedMessage id={`producer.step.${current}.intro`} />
              </Typography>
            </Box>

            {current === 'basics' && <BasicsFields form={form} />}
            {current === 'when' && <WhenFields form={form} />}
            {current === 'where' && <WhereFields form={form} />}
            {current === 'cover' && <CoverField form={form} />}
            {current === 'review' && (
              <>
                <EventReview values={values} onEdit={(s) => show(s)} />
                <Alert severity="info">
                  <FormattedMessage id="producer.review.asDraft" />
                </Alert>
              </>
            )}

            <FormError message={formError} />

            <Stack
              direction={{ xs: 'column-reverse', sm: 'row' }}
              spacing={1.5}
              sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
            >
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
                {hasContent && (
                  <>
                    <CloudDoneOutlined fontSize="small" aria-hidden />
                    <Typography variant="body2">
                      <FormattedMessage id="producer.draft.autosaved" />
                    </Typography>
                  </>
                )}
              </Stack>
              <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
                {step > 0 && (
                  <Button
                    startIcon={<ArrowBackOutlined />}
                    onMouseDown={keepFocus}
                    onClick={() => show(step - 1)}
                    disabled={creating}
                  >
                    <FormattedMessage id="producer.step.back" />
                  </Button>
                )}
                {step < LAST ? (
                  <Button
                    key="next"
                    type="button"
                    onMouseDown={keepFocus}
                    variant="contained"
                    endIcon={<ArrowForwardOutlined />}
                    onClick={(e) => {
                      // The review's submit button takes this one's place: never let this click submit.
                      e.preventDefault();
                      void goTo(step + 1);
                    }}
                  >
                    <FormattedMessage id="producer.step.next" />
                  </Button>
                ) : (
                  <Button
                    key="submit"
                    type="submit"
                    variant="contained"
                    loading={creating}
                    onMouseDown={keepFocus}
                  >
                    <FormattedMessage id="producer.create.submit" />
                  </Button>
                )}
              </Stack>
            </Stack>
          </Stack>
        </Box>
      </Paper>

      <UnsavedChangesPrompt when={hasContent && createdId == null} />
      <ConfirmDialog
        open={confirmDiscard}
        title={<FormattedMessage id="producer.draft.discard.title" />}
        confirmLabel={<FormattedMessage id="producer.draft.discard" />}
        destructive
        onConfirm={discard}
        onClose={() => setConfirmDiscard(false)}
      >
        <FormattedMessage id="producer.draft.discard.body" />
      </ConfirmDialog>
    </>
  );
}

/** /produtor/eventos/criar: a new event in five short steps, kept as a draft while the producer types. */
export default function EventCreatePage() {
  const user = useAppSelector(selectUser);
  const userKey = String(user?.id ?? user?.login_cell ?? 'anon');
  return (
    <DateProvider>
      <CreateWizard key={userKey} userKey={userKey} />
    </DateProvider>
  );
}
