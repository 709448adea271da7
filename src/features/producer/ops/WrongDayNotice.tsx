import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import ConfirmDialog from '@/components/feedback/ConfirmDialog';
import type { WrongDay } from './doorDay';

/** "13/12", with the year when it is not this year's. */
function useDay(iso: string): string {
  const intl = useIntl();
  const sameYear = new Date(iso).getFullYear() === new Date().getFullYear();
  return intl.formatDate(iso, { day: '2-digit', month: '2-digit', ...(sameYear ? {} : { year: 'numeric' }) });
}

/** Above the door on a day the event does not take place: which day it is, and that each entry asks first. */
export function WrongDayAlert({ wrongDay }: { wrongDay: WrongDay }) {
  const date = useDay(wrongDay.date);
  return (
    <Alert severity="warning" sx={{ mb: 2.5 }}>
      <AlertTitle>
        <FormattedMessage id="producerOps.checkin.wrongDay" values={{ when: wrongDay.when, date }} />
      </AlertTitle>
      <FormattedMessage id="producerOps.checkin.wrongDay.hint" />
    </Alert>
  );
}

interface AdmitAnywayDialogProps {
  wrongDay: WrongDay;
  /** The code waiting for a decision; the dialog is open while there is one. */
  code: string | null;
  onAdmit: () => void;
  onClose: () => void;
}

/** "Liberar entrada mesmo assim?": the door's confirmation, before a ticket is let in on the wrong day. */
export function AdmitAnywayDialog({ wrongDay, code, onAdmit, onClose }: AdmitAnywayDialogProps) {
  const date = useDay(wrongDay.date);
  // While the dialog closes it still names the code it asked about.
  const [shown, setShown] = useState(code);
  if (code != null && code !== shown) setShown(code);
  return (
    <ConfirmDialog
      open={code != null}
      title={<FormattedMessage id="producerOps.checkin.admitAnyway.title" />}
      confirmLabel={<FormattedMessage id="producerOps.checkin.admitAnyway.confirm" />}
      onConfirm={onAdmit}
      onClose={onClose}
    >
      <FormattedMessage id="producerOps.checkin.wrongDay" values={{ when: wrongDay.when, date }} />{' '}
      <FormattedMessage
        id="producerOps.checkin.admitAnyway.body"
        values={{ when: wrongDay.when, code: <strong>{shown}</strong> }}
      />
    </ConfirmDialog>
  );
}
