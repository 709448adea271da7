import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { STEP_LABELS } from '../pricing';

interface CheckoutStepperProps {
  steps: readonly number[];
  step: number;
  activeIndex: number;
}

/** Where the buyer is: a stepper on wider screens, "step n of m" and a bar on phones. */
export default function CheckoutStepper({ steps, step, activeIndex }: CheckoutStepperProps) {
  const intl = useIntl();
  return (
    <Box sx={{ mb: 3 }}>
      <Stepper activeStep={activeIndex} alternativeLabel sx={{ display: { xs: 'none', sm: 'flex' } }}>
        {steps.map((s) => (
          <Step key={s} completed={s < step}>
            <StepLabel>
              <FormattedMessage id={STEP_LABELS[s]} />
            </StepLabel>
          </Step>
        ))}
      </Stepper>
      <Box sx={{ display: { xs: 'block', sm: 'none' } }}>
        <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.75 }}>
          <FormattedMessage
            id="checkout.stepOf"
            values={{
              n: activeIndex + 1,
              total: steps.length,
              name: intl.formatMessage({ id: STEP_LABELS[step] ?? STEP_LABELS[0] }),
            }}
          />
        </Typography>
        <LinearProgress
          variant="determinate"
          value={((activeIndex + 1) / steps.length) * 100}
          aria-hidden
          sx={{ height: 6, borderRadius: 3 }}
        />
      </Box>
    </Box>
  );
}
