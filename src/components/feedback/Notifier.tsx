import Alert, { type AlertColor } from '@mui/material/Alert';
import { closeSnackbar, enqueueSnackbar, SnackbarProvider, type CustomContentProps } from 'notistack';
import { forwardRef, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { connectNotifier } from '@/components/feedback/notify';
import { NOTIFY_AUTO_HIDE_MS } from '@/config';
import { useAppSelector } from '@/store/hooks';
import { selectSnackbar } from '@/store/snackbarSlice';

/** notistack content drawn with MUI's Alert, so colours follow the theme and pass contrast in both modes. */
const ThemedAlert = forwardRef<HTMLDivElement, CustomContentProps & { severity: AlertColor }>(
  function ThemedAlert({ id, message, severity, hideIconVariant, style }, ref) {
    const intl = useIntl();
    return (
      <Alert
        ref={ref}
        style={style}
        role={severity === 'error' ? 'alert' : 'status'}
        severity={severity}
        variant="filled"
        icon={hideIconVariant ? false : undefined}
        onClose={() => closeSnackbar(id)}
        slotProps={{ closeButton: { 'aria-label': intl.formatMessage({ id: 'common.close' }) } }}
        sx={{ minWidth: { xs: 'calc(100vw - 32px)', sm: 320 }, maxWidth: 480, boxShadow: 6 }}
      >
        {message}
      </Alert>
    );
  },
);

const make = (severity: AlertColor) =>
  forwardRef<HTMLDivElement, CustomContentProps>(function Variant(props, ref) {
    return <ThemedAlert ref={ref} {...props} severity={severity} />;
  });

const COMPONENTS = {
  default: make('info'),
  info: make('info'),
  success: make('success'),
  warning: make('warning'),
  error: make('error'),
};

/**
 * Stacked notifications: at most 3 at once, 5 s each, bottom left. Mounted beside the app (notistack 3
 * needs no wrapping) when the first `notify` from '@/components/feedback/notify' comes; it shows the
 * notices that waited for it, then each one as it comes.
 */
export default function Notifier() {
  const { maxStack, dense, iconVariant } = useAppSelector(selectSnackbar);
  // The provider (a child) has mounted and registered notistack's enqueue by the time this runs.
  useEffect(() => connectNotifier(({ message, variant }) => enqueueSnackbar(message, { variant })), []);
  return (
    <SnackbarProvider
      maxSnack={maxStack}
      dense={dense}
      hideIconVariant={iconVariant === 'hide'}
      autoHideDuration={NOTIFY_AUTO_HIDE_MS}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      Components={COMPONENTS}
    />
  );
}
