import { formResolver } from '@/components/form/formResolver';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import SelectField from '@/components/form/SelectField';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod/mini';
import { CONTACT_GROUPS, contactFieldsSchema, type Contact } from '@/api/contract/contact';
import FormError from '@/components/form/FormError';
import FormSwitch from '@/components/form/FormSwitch';
import FormTextField from '@/components/form/FormTextField';
import PhoneField from '@/components/form/PhoneField';
import { serverFormError } from '@/components/form/applyServerErrors';
import type { ContactFields, SaveResult } from '../useContacts';

type FormIn = z.input<typeof contactFieldsSchema>;
type FormOut = ContactFields;

const FIELDS = ['name', 'role', 'organisation', 'group', 'email', 'phone', 'notes', 'favourite'] as const;

const EMPTY: FormIn = {
  name: '',
  role: '',
  organisation: '',
  group: 'family',
  email: '',
  phone: '',
  notes: '',
  favourite: false,
};

const fieldsOf = (c: Contact): FormIn => ({
  name: c.name,
  role: c.role,
  organisation: c.organisation,
  group: c.group,
  email: c.email,
  phone: c.phone,
  notes: c.notes,
  favourite: c.favourite,
});

/**
 * Adds a contact (none given) or edits one. Checked as the server checks it; a refusal puts the server's
 * words on the fields or above the form, and what was typed stays.
 */
export default function ContactForm({
  contact,
  onSave,
  onCancel,
  onDirtyChange,
}: {
  contact: Contact | null;
  onSave: (values: FormOut) => Promise<SaveResult>;
  onCancel: () => void;
  /** Told whenever the form starts or stops having unsaved changes. */
  onDirtyChange: (dirty: boolean) => void;
}) {
  const intl = useIntl();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<FormIn, unknown, FormOut>({
    resolver: formResolver(contactFieldsSchema),
    defaultValues: contact ? fieldsOf(contact) : EMPTY,
  });
  const { isDirty } = formState;
  useEffect(() => {
    onDirtyChange(isDirty);
    return () => onDirtyChange(false);
  }, [isDirty, onDirtyChange]);
  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const result = await onSave(values);
    if (!result.ok) {
      setFormError(
        serverFormError(
          intl,
          result.error,
          FIELDS,
          setError,
          intl.formatMessage({ id: 'errors.contact.save' }),
        ),
      );
    }
  });
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(event) => void submit(event)}>
      <FormError message={formError} />
      <FormTextField control={control} name="name" labelId="contact.field.name" required autoComplete="off" />
      <PhoneField
        control={control}
        name="phone"
        labelId="contact.field.phone"
        helperId="contact.field.phoneHelp"
      />
      <FormTextField
        control={control}
        name="email"
        labelId="contact.field.email"
        type="email"
        autoComplete="off"
      />
      <FormTextField control={control} name="role" labelId="contact.field.role" />
      <FormTextField control={control} name="organisation" labelId="contact.field.organisation" />
      <Controller
        control={control}
        name="group"
        render={({ field }) => (
          <SelectField
            fullWidth
            label={intl.formatMessage({ id: 'contact.field.group' })}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
          >
            {CONTACT_GROUPS.map((group) => (
              <MenuItem key={group} value={group}>
                <FormattedMessage id={`contact.group.${group}`} />
              </MenuItem>
            ))}
          </SelectField>
        )}
      />
      <FormTextField control={control} name="notes" labelId="contact.field.notes" multiline minRows={3} />
      <FormSwitch control={control} name="favourite" labelId="contact.field.favourite" />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onCancel}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          <FormattedMessage id="common.save" />
        </Button>
      </Stack>
    </Stack>
  );
}
