import CancelOutlined from '@mui/icons-material/CancelOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import PublishOutlined from '@mui/icons-material/PublishOutlined';
import RadioButtonUncheckedOutlined from '@mui/icons-material/RadioButtonUncheckedOutlined';
import UnpublishedOutlined from '@mui/icons-material/UnpublishedOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@/components/form/TextField';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { CANCEL_REASON_MIN, eventCancelSchema, type MyEvent } from '@/api/contract/producer';
import {
  useCancelEventMutation,
  usePublishEventMutation,
  useUnpublishEventMutation,
} from '@/api/endpoints/producer';
import ConfirmDialog from '@/components/feedback/ConfirmDialog';
import { notify } from '@/components/feedback/notify';
import HelperWithCounter from '@/components/form/HelperWithCounter';
import FormError from '@/components/form/FormError';
import { apiErrorText } from '@/components/feedback/apiErrorText';
import { maxLengthOf } from '@/components/form/schemaLimits';

/** The longest reason the API takes. */
const CANCEL_REASON_MAX = maxLengthOf(eventCancelSchema.shape.reason) ?? 500;

type Action = 'publish' | 'unpublish' | 'cancel';

function Consequences({ ids }: { ids: string[] }) {
  return (
    <Box component="ul" sx={{ pl: 2.5, my: 1, '& li': { mb: 0.75 } }}>
      {ids.map((id) => (
        <li key={id}>
          <FormattedMessage id={id} />
        </li>
      ))}
    </Box>
  );
}

function Check({ done, children }: { done: boolean; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {done ? (
        <CheckCircleOutlined color="success" fontSize="small" aria-hidden />
      ) : (
        <RadioButtonUncheckedOutlined color="disabled" fontSize="small" aria-hidden />
      )}
      <Typography variant="body2">{children}</Typography>
    </Stack>
  );
}

/** Where the event stands and what the owner can do next: publish, take it back to draft, or cancel it. */
export default function StatusActions({ event }: { event: MyEvent }) {
  const intl = useIntl();
  const [open, setOpen] = useState<Action | null>(null);
  // What the dialog shows stays put while it fades out, instead of emptying under the eye.
  const [shown, setShown] = useState<Action>('publish');
  const [error, setError] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [publish, publishing] = usePublishEventMutation();
  const [unpublish, unpublishing] = useUnpublishEventMutation();
  const [cancel, cancelling] = useCancelEventMutation();
  const busy = publishing.isLoading || unpublishing.isLoading || cancelling.isLoading;
  const id = event.id;
  const base = `/produtor/eventos/${encodeURIComponent(id)}`;
  const ticketTypes = event.stats.ticketTypes;

  const start = (action: Action) => {
    setError(null);
    setReasonError(null);
    setOpen(action);
    setShown(action);
  };

  const run = async () => {
    if (!open) return;
    setError(null);
    try {
      if (open === 'publish') {
        await publish(id).unwrap();
        notify(intl.formatMessage({ id: 'producer.publish.done' }), 'success');
      } else if (open === 'unpublish') {
        await unpublish(id).unwrap();
        notify(intl.formatMessage({ id: 'producer.unpublish.done' }), 'success');
      } else {
        const trimmed = reason.trim();
        if (trimmed.length < CANCEL_REASON_MIN) {
          setReasonError(intl.formatMessage({ id: 'producer.validation.cancelReason' }));
          return;
        }
        if (trimmed.length > CANCEL_REASON_MAX) {
          setReasonError(
            intl.formatMessage(
              { id: 'validation.text.tooLong' },
              { max: CANCEL_REASON_MAX, count: trimmed.length },
            ),
          );
          return;
        }
        await cancel({ id, reason: trimmed }).unwrap();
        notify(intl.formatMessage({ id: 'producer.cancel.done' }), 'success');
      }
      setOpen(null);
      setReason('');
    } catch (failure) {
      setError(apiErrorText(intl, failure, intl.formatMessage({ id: 'producer.action.failed' })));
    }
  };

  let panel;
  if (event.status === 'draft') {
    panel = (
      <Stack spacing={2}>
        <Box>
          <Typography variant="h3" component="h2">
            <FormattedMessage id="producer.state.draft.title" />
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            <FormattedMessage id="producer.state.draft.body" />
          </Typography>
        </Box>
        <Stack spacing={0.75} aria-label={intl.formatMessage({ id: 'producer.state.checklist' })} role="list">
          <Box role="listitem">
            <Check done>
              <FormattedMessage id="producer.state.check.details" />
            </Check>
          </Box>
          <Box role="listitem">
            <Check done={ticketTypes > 0}>
              {ticketTypes > 0 ? (
                <FormattedMessage id="producer.state.check.tickets" values={{ count: ticketTypes }} />
              ) : (
                <>
                  <FormattedMessage id="producer.state.check.noTickets" />{' '}
                  <Link component={RouterLink} to={`${base}/ingressos/criar`}>
                    <FormattedMessage id="producer.state.check.createTicket" />
                  </Link>
                </>
              )}
            </Check>
          </Box>
        </Stack>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            startIcon={<PublishOutlined />}
            onClick={() => start('publish')}
            disabled={ticketTypes === 0}
          >
            <FormattedMessage id="producer.publish" />
          </Button>
          {event.stats.sold + event.stats.pending > 0 && (
            <Button color="error" startIcon={<CancelOutlined />} onClick={() => start('cancel')}>
              <FormattedMessage id="producer.cancel" />
            </Button>
          )}
        </Stack>
        {ticketTypes === 0 && (
          <Typography variant="body2" color="text.secondary">
            <FormattedMessage id="producer.publish.needsTicket" />
          </Typography>
        )}
      </Stack>
    );
  } else if (event.status === 'published') {
    panel = (
      <Stack spacing={2}>
        <Box>
          <Typography variant="h3" component="h2">
            <FormattedMessage id="producer.state.published.title" />
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            <FormattedMessage id="producer.state.published.body" />
          </Typography>
        </Box>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" startIcon={<UnpublishedOutlined />} onClick={() => start('unpublish')}>
            <FormattedMessage id="producer.unpublish" />
          </Button>
          <Button
            color="error"
            variant="outlined"
            startIcon={<CancelOutlined />}
            onClick={() => start('cancel')}
          >
            <FormattedMessage id="producer.cancel" />
          </Button>
        </Stack>
      </Stack>
    );
  } else if (event.status === 'cancelled') {
    panel = (
      <Alert severity="error" variant="outlined">
        <AlertTitle>
          <FormattedMessage id="producer.state.cancelled.title" />
        </AlertTitle>
        {event.cancelReason ? (
          <FormattedMessage id="producer.state.cancelled.reason" values={{ reason: event.cancelReason }} />
        ) : (
          <FormattedMessage id="producer.state.cancelled.body" />
        )}
      </Alert>
    );
  } else {
    panel = (
      <Alert severity="info" variant="outlined">
        <AlertTitle>
          <FormattedMessage id="producer.state.ended.title" />
        </AlertTitle>
        <FormattedMessage id="producer.state.ended.body" />
      </Alert>
    );
  }

  const dialog: Record<Action, { title: string; confirm: string; consequences: string[] }> = {
    publish: {
      title: 'producer.publish.title',
      confirm: 'producer.publish',
      consequences: ['producer.publish.c1', 'producer.publish.c2', 'producer.publish.c3'],
    },
    unpublish: {
      title: 'producer.unpublish.title',
      confirm: 'producer.unpublish',
      consequences: ['producer.unpublish.c1', 'producer.unpublish.c2', 'producer.unpublish.c3'],
    },
    cancel: {
      title: 'producer.cancel.title',
      confirm: 'producer.cancel.confirm',
      consequences: ['producer.cancel.c1', 'producer.cancel.c2', 'producer.cancel.c3', 'producer.cancel.c4'],
    },
  };
  const current = dialog[shown];

  return (
    <>
      {event.status === 'draft' || event.status === 'published' ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          {panel}
        </Paper>
      ) : (
        panel
      )}
      <ConfirmDialog
        open={open != null}
        title={<FormattedMessage id={current.title} values={{ title: event.title }} />}
        confirmLabel={<FormattedMessage id={current.confirm} />}
        destructive={shown === 'cancel'}
        busy={busy}
        onConfirm={() => void run()}
        onClose={() => setOpen(null)}
      >
        <Consequences ids={current.consequences} />
        {shown === 'cancel' && (
          <TextField
            label={intl.formatMessage({ id: 'producer.cancel.reason' })}
            helperText={
              <HelperWithCounter
                text={reasonError ?? intl.formatMessage({ id: 'producer.cancel.reason.help' })}
                count={reason.length}
                max={CANCEL_REASON_MAX}
              />
            }
            error={reasonError != null || reason.length > CANCEL_REASON_MAX}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            multiline
            minRows={2}
            fullWidth
            required
            sx={{ mt: 1 }}
          />
        )}
        {error && (
          <Box sx={{ mt: 2 }}>
            <FormError message={error} />
          </Box>
        )}
      </ConfirmDialog>
    </>
  );
}
