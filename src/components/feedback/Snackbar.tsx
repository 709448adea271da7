import CloseOutlined from '@mui/icons-material/CloseOutlined';
import Alert from '@mui/material/Alert';
import Fade from '@mui/material/Fade';
import Grow from '@mui/material/Grow';
import IconButton from '@mui/material/IconButton';
import Slide, { type SlideProps } from '@mui/material/Slide';
import MuiSnackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import type { TransitionProps } from '@mui/material/transitions';
import type { ComponentType, ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { SNACKBAR_AUTO_HIDE_MS } from '@/config';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import {
  DEFAULT_SNACKBAR_MESSAGE,
  selectSnackbar,
  snackbarClosed,
  type SnackbarTransition,
} from '@/store/snackbarSlice';

type TransitionComponent = ComponentType<TransitionProps & { children: ReactElement }>;

const slide = (direction: SlideProps['direction']): TransitionComponent =>
  function SlideTransition(props) {
    return <Slide {...props} direction={direction} />;
  };

const TRANSITIONS: Record<SnackbarTransition, TransitionComponent> = {
  Fade,
  Grow,
  SlideLeft: slide('left'),
  SlideUp: slide('up'),
  SlideRight: slide('right'),
  SlideDown: slide('down'),
};

/** The single snackbar driven by the snackbar slice: hides after 1.5 s, a click away does not close it. */
export default function Snackbar() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const snackbar = useAppSelector(selectSnackbar);
  const message =
    snackbar.message === DEFAULT_SNACKBAR_MESSAGE
      ? intl.formatMessage({ id: 'snackbar.defaultMessage' })
      : snackbar.message;

  const handleClose = (_event: unknown, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') return;
    dispatch(snackbarClosed());
  };

  const closeButton = snackbar.close ? (
    <IconButton
      size="small"
      color="inherit"
      aria-label={intl.formatMessage({ id: 'common.close' })}
      onClick={() => dispatch(snackbarClosed())}
    >
      <CloseOutlined fontSize="small" />
    </IconButton>
  ) : undefined;

  if (snackbar.variant === 'alert') {
    return (
      <MuiSnackbar
        open={snackbar.open}
        anchorOrigin={snackbar.anchorOrigin}
        autoHideDuration={SNACKBAR_AUTO_HIDE_MS}
        onClose={handleClose}
        slots={{ transition: TRANSITIONS[snackbar.transition] }}
      >
        <Alert
          severity={snackbar.severity}
          variant={snackbar.alert.variant}
          action={closeButton}
          sx={{ width: '100%' }}
        >
          {message}
        </Alert>
      </MuiSnackbar>
    );
  }

  return (
    <MuiSnackbar
      open={snackbar.open}
      anchorOrigin={snackbar.anchorOrigin}
      autoHideDuration={SNACKBAR_AUTO_HIDE_MS}
      onClose={handleClose}
      message={message}
      action={closeButton}
      slots={{ transition: TRANSITIONS[snackbar.transition] }}
    />
  );
}
