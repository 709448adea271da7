import { formResolver } from '@/components/form/formResolver';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { z } from 'zod/mini';
import CheckboxField from '@/components/choices/CheckboxField';
import DateProvider from '@/components/dates/DateProvider';
import DemoPage from '../components/DemoPage';
import FormCard from '../components/FormCard';
import ChildFields from '../forms/ChildFields';
import { EMPTY_ENROLMENT, enrolmentSchema, type EnrolmentValues } from '../forms/enrolmentSchema';
import GuardianFields from '../forms/GuardianFields';

const schema = z.extend(enrolmentSchema, {
  terms: z.boolean().check(z.refine((accepted) => accepted, 'demo.enrol.error.terms')),
});

/**
 * /forms/validation: a child's enrolment checked as it is filled in (react-hook-form + zod), every
 * message in the user's language; nothing typed is cleared by an error, and nothing is sent.
 */
export default function FormValidationPage() {
  const [checked, setChecked] = useState<string | null>(null);
  const { control, handleSubmit } = useForm<EnrolmentValues>({
    resolver: formResolver(schema),
    mode: 'onTouched',
    defaultValues: EMPTY_ENROLMENT,
  });
  const onSubmit = handleSubmit((values) => setChecked(values.childName));

  return (
    <DemoPage titleId="demo.validation.title" subtitleId="demo.validation.subtitle" noteId="demo.form.note">
      <DateProvider>
        <Stack
          component="form"
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          onChange={() => setChecked(null)}
        >
          <Stack spacing={3}>
            <FormCard titleId="demo.enrol.guardian">
              <GuardianFields control={control} />
            </FormCard>
            <FormCard titleId="demo.enrol.child">
              <ChildFields control={control} />
            </FormCard>
            <CheckboxField
              control={control}
              name="terms"
              label={<FormattedMessage id="demo.enrol.terms" />}
              required
              longLabel
            />
            {checked && (
              <Alert severity="success" role="status">
                <FormattedMessage id="demo.validation.done" values={{ child: checked }} />
              </Alert>
            )}
            <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
              <Button type="submit" variant="contained" size="large">
                <FormattedMessage id="demo.validation.submit" />
              </Button>
            </Stack>
          </Stack>
        </Stack>
      </DateProvider>
    </DemoPage>
  );
}
