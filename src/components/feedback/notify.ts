import { enqueueSnackbar } from 'notistack';

export type NotifyVariant = 'success' | 'info' | 'warning' | 'error';

/** Shows a stacked notification (notistack): the message is already translated by the caller. */
export function notify(message: string, variant: NotifyVariant = 'info'): void {
  enqueueSnackbar(message, { variant });
}
