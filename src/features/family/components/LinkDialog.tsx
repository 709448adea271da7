import { formResolver } from '@/components/form/formResolver';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod/mini';
import { linkCodeSchema, type FamilyDependent } from '@/api/contract/family';
import { useLinkDependentMutation } from '@/api/endpoints/family';
import { isApiError } from '@/api/errors';
import { notify } from '@/components/feedback/notify';
import FormError from '@/components/form/FormError';
import FormTextField from '@/components/form/FormTextField';
import { API_MOCK } from '@/config';
import { apiErrorText } from '@/components/feedback/apiErrorText';

const formSchema = z.object({ code: linkCodeSchema });
type LinkValues = z.infer<typeof formSchema>;

/** Links a child to the school's student record with the code the school gave the family. */
export default function LinkDialog({
  dependent,
  onClose,
}: {
  dependent: FamilyDependent;
  onClose: () => void;
}) {
  const intl = useIntl();
  const titleId = useId();
  const [serverError, setServerError] = useState<string | null>(null);
  const [link, { isLoading }] = useLinkDependentMutation();
  const { control, handleSubmit, setError } = useForm<LinkValues>({
    resolver: formResolver(formSchema),
    defaultValues: { code: '' },
  });

  const onSubmit = handleSubmit(async ({ code }) => {
    setServerError(null);
    try {
      const linked = await link({ dependentId: dependent.id, code }).unwrap();
      notify(
        intl.formatMessage(
          { id: 'family.link.done' },
          { name: linked.name, school: linked.schoolName ?? '' },
        ),
        'success',
      );
      onClose();
    } catch (error) {
      const message = isApiError(error) ? error.fieldErrors.code : undefined;
      if (message) setError('code', { type: 'server', message });
      else setServerError(apiErrorText(intl, error, intl.formatMessage({ id: 'family.link.failed' })));
    }
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <DialogTitle id={titleId}>
          <FormattedMessage id="family.link.title" values={{ name: dependent.name }} />
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>
              <FormattedMessage id="family.link.body" />
            </DialogContentText>
            <FormError message={serverError} />
            <FormTextField
              control={control}
              name="code"
              labelId="family.field.code"
              helperId="family.field.codeHelp"
              parse={(value) => value.toUpperCase()}
              autoComplete="off"
              slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'characters' } }}
              required
            />
            {API_MOCK && (
              <Alert severity="info" variant="outlined">
                <FormattedMessage id="family.link.demoHint" values={{ code: 'AUR-BEA426' }} />
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <Button type="submit" variant="contained" loading={isLoading}>
            <FormattedMessage id="family.link.submit" />
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
