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
import { FormattedMessage, useIntl } from 'react-intl';
import DateProvider from '@/components/dates/DateProvider';
import ConfirmDialog from '@/components/feedback/ConfirmDialog';
import FormError from '@/components/form/FormError';
import UnsavedChangesPrompt from '@/components/form/UnsavedChangesPrompt';
import PageHeader from '@/components/states/PageHeader';
import { useAppSelector } from '@/store/hooks';
import { selectUser } from '@/store/sessionSlice';
import BasicsFields from '../form/BasicsFields';
import CoverField from '../form/CoverField';
import EventReview from '../form/EventReview';
import WhenFields from '../form/WhenFields';
import WhereFields from '../form/WhereFields';
import { keepFocus, LAST, STEPS, useEventCreate } from '../hooks/useEventCreate';

function CreateWizard({ userKey }: { userKey: string }) {
  const intl = useIntl();
  const {
    form,
    values,
    hasContent,
    step,
    show,
    goTo,
    submit,
    discard,
    formError,
    restoredAt,
    dismissRestored,
    confirmDiscard,
    setConfirmDiscard,
    creating,
    createdId,
    headingRef,
  } = useEventCreate(userKey);
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
        <Alert severity="info" sx={{ mb: 2 }} onClose={dismissRestored}>
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
            <FormattedMessage id="producer.step.progress" values={{ n: step + 1, total: STEPS.length }} />
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
