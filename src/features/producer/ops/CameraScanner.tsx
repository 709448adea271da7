import StopCircleOutlined from '@mui/icons-material/StopCircleOutlined';
import VideocamOffOutlined from '@mui/icons-material/VideocamOffOutlined';
import VideocamOutlined from '@mui/icons-material/VideocamOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCheckinDeps } from './checkinDeps';
import { useQrScanner } from './useQrScanner';

/** The camera reading QR codes: started by a button, stopped by a button or by leaving. */
export default function CameraScanner({ onCode }: { onCode: (text: string) => void }) {
  const intl = useIntl();
  const { qrSource } = useCheckinDeps();
  const video = useRef<HTMLVideoElement>(null);
  const { state, start, stop } = useQrScanner(qrSource, video, onCode);
  const running = state.status === 'running';

  return (
    <Stack spacing={1.5}>
      <Box
        sx={{
          position: 'relative',
          width: '100%',
          maxWidth: 480,
          mx: 'auto',
          aspectRatio: '4 / 3',
          bgcolor: 'grey.900',
          borderRadius: 2,
          overflow: 'hidden',
        }}
      >
        <Box
          component="video"
          ref={video}
          muted
          playsInline
          aria-label={intl.formatMessage({ id: 'producerOps.camera.preview' })}
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: running ? 'block' : 'none' }}
        />
        {running ? (
          // The aiming square: where to hold the ticket.
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              inset: '18% 24%',
              border: '3px solid',
              borderColor: 'common.white',
              borderRadius: 2,
              boxShadow: '0 0 0 9999px rgba(0,0,0,0.25)',
            }}
          />
        ) : (
          <Stack
            sx={{
              position: 'absolute',
              inset: 0,
              alignItems: 'center',
              justifyContent: 'center',
              color: 'grey.300',
              p: 2,
            }}
            spacing={1}
          >
            <VideocamOffOutlined sx={{ fontSize: 48 }} aria-hidden />
            <Typography sx={{ textAlign: 'center', color: 'grey.300' }}>
              <FormattedMessage
                id={state.status === 'starting' ? 'producerOps.camera.starting' : 'producerOps.camera.off'}
              />
            </Typography>
          </Stack>
        )}
      </Box>
      {state.status === 'error' && (
        <Alert severity="warning" role="alert">
          <AlertTitle>
            <FormattedMessage id={`producerOps.camera.problem.${state.problem}`} />
          </AlertTitle>
          <FormattedMessage id={`producerOps.camera.problem.${state.problem}.hint`} />
        </Alert>
      )}
      <Stack direction="row" sx={{ justifyContent: 'center', gap: 1 }}>
        {running ? (
          <Button variant="outlined" startIcon={<StopCircleOutlined />} onClick={stop} size="large">
            <FormattedMessage id="producerOps.camera.stop" />
          </Button>
        ) : (
          <Button
            variant="contained"
            startIcon={<VideocamOutlined />}
            onClick={() => void start()}
            loading={state.status === 'starting'}
            size="large"
          >
            <FormattedMessage
              id={state.status === 'error' ? 'producerOps.camera.retry' : 'producerOps.camera.start'}
            />
          </Button>
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
        <FormattedMessage id="producerOps.camera.hint" />
      </Typography>
    </Stack>
  );
}
