import { formResolver } from '@/components/form/formResolver';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import DateProvider from '@/components/dates/DateProvider';
import DemoPage from '../components/DemoPage';
import FormCard from '../components/FormCard';
import ChildFields from '../forms/ChildFields';
import EnrolmentReview from '../forms/EnrolmentReview';
import {
  CHILD_FIELDS,
  EMPTY_ENROLMENT,
  enrolmentSchema,
  GUARDIAN_FIELDS,
  type EnrolmentValues,
} from '../forms/enrolmentSchema';
import GuardianFields from '../forms/GuardianFields';

const STEPS = [
  { titleId: 'demo.enrol.guardian', fields: GUARDIAN_FIELDS },
  { titleId: 'demo.enrol.child', fields: CHILD_FIELDS },
  { titleId: 'demo.wizard.review', fields: [] },
] as const;
type StepIndex = 0 | 1 | 2;

/**
 * /forms/wizard: the enrolment in three steps (guardian, child, review). One form holds every step, so
 * going back and forth keeps what was typed; "next" checks only the step on screen.
 */
export default function FormWizardPage() {
  const [step, setStep] = useState<StepIndex>(0);
  const [done, setDone] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const { control, trigger, getValues, handleSubmit } = useForm<EnrolmentValues>({
    resolver: formResolver(enrolmentSchema),
    mode: 'onTouched',
    defaultValues: EMPTY_ENROLMENT,
  });

  // The new step's heading takes focus, so a screen reader hears where it is (not on the first render).
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);

  const go = (next: StepIndex) => {
    moved.current = true;
    setDone(false);
    setStep(next);
  };
  const forward = async () => {
    if (step < 2 && (await trigger([...STEPS[step].fields], { shouldFocus: true })))
      go((step + 1) as StepIndex);
  };
  const confirm = handleSubmit(() => setDone(true));

  return (
    <DemoPage titleId="demo.wizard.title" subtitleId="demo.wizard.subtitle" noteId="demo.form.note">
      <Stepper activeStep={step} alternativeLabel sx={{ mb: 3 }}>
        {STEPS.map((s) => (
          <Step key={s.titleId}>
            <StepLabel>
              <FormattedMessage id={s.titleId} />
            </StepLabel>
          </Step>
        ))}
      </Stepper>
      <DateProvider>
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (step === 2) void confirm(event);
            else void forward();
          }}
        >
          <Stack spacing={3}>
            <FormCard titleId={STEPS[step].titleId} headingRef={heading}>
              {step === 0 && <GuardianFields control={control} />}
              {step === 1 && <ChildFields control={control} />}
              {step === 2 && <EnrolmentReview values={getValues()} onEdit={go} />}
            </FormCard>
            {done && (
              <Alert severity="success" role="status">
                <FormattedMessage id="demo.wizard.done" values={{ child: getValues('childName') }} />
              </Alert>
            )}
            <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1.5 }}>
              <Button disabled={step === 0} onClick={() => go((step - 1) as StepIndex)}>
                <FormattedMessage id="demo.wizard.back" />
              </Button>
              <Button type="submit" variant="contained">
                <FormattedMessage id={step === 2 ? 'demo.wizard.confirm' : 'demo.wizard.next'} />
              </Button>
            </Stack>
          </Stack>
        </Box>
      </DateProvider>
    </DemoPage>
  );
}
