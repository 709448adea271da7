import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useState, type ReactNode } from 'react';
import { useFormState, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { notify } from '@/components/feedback/notify';
import { serverFormError } from './applyServerErrors';
import FormError from './FormError';
import UnsavedChangesPrompt from './UnsavedChangesPrompt';

export interface FormPageFormProps<Values extends FieldValues> {
  form: UseFormReturn<Values>;
  /** The fields the server may name in its errors; those errors go on the fields. */
  fields: readonly FieldPath<Values>[];
  /** Saves the valid values and resolves to the success message; a rejection is shown on the form. */
  save: (values: Values) => Promise<string>;
  /** Where cancel leads, and where a successful save returns to. */
  backTo: string;
  submitLabelId: string;
  /** Said above the form when a save fails without the server's own words. */
  failedMessageId: string;
  children: ReactNode;
}

/**
 * The form of a create/edit page: the sections it is given, the server's error above them, cancel
 * and save under them. A save says so and goes back to the list; unsaved changes ask before leaving.
 */
export default function FormPageForm<Values extends FieldValues>({
  form,
  fields,
  save,
  backTo,
  submitLabelId,
  failedMessageId,
  children,
}: FormPageFormProps<Values>) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { isDirty, isSubmitting } = useFormState({ control: form.control });
  const [serverError, setServerError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  // Leaving after the render that drops the unsaved-changes guard, so it does not ask.
  useEffect(() => {
    if (done) void navigate(backTo);
  }, [done, navigate, backTo]);

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      notify(await save(values), 'success');
      setDone(true);
    } catch (caught) {
      setServerError(
        serverFormError(intl, caught, fields, form.setError, intl.formatMessage({ id: failedMessageId })),
      );
    }
  });

  return (
    <Box component="form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <UnsavedChangesPrompt when={isDirty && !done} />
      <Stack spacing={2.5}>
        <FormError message={serverError} />
        {children}
        <Stack direction={{ xs: 'column-reverse', sm: 'row' }} sx={{ gap: 1.5, justifyContent: 'flex-end' }}>
          <Button component={RouterLink} to={backTo}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            <FormattedMessage id={submitLabelId} />
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
