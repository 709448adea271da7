import Button from '@mui/material/Button';
import TextField from '@/components/form/TextField';
import { useState, type SyntheticEvent } from 'react';
import { useIntl } from 'react-intl';
import { MAIL_BODY_MAX, MAIL_SUBJECT_MAX, type Mail } from '@/api/contract/mail';
import FormDialog from '@/components/dialog/FormDialog';
import { apiErrorText } from '@/components/feedback/apiErrorText';
import HelperWithCounter from '@/components/form/HelperWithCounter';
import MarkdownEditor from '@/components/markdown/MarkdownEditor';
import { useAppDispatch } from '@/store/hooks';
import {
  bodyOfForm,
  composeErrors,
  type ComposeErrors,
  type ComposeField,
  type ComposeStart,
  type ComposeValues,
} from '../compose';
import { useMailEditorTexts } from '../editorTexts';
import { draftSaved, mailSent } from '../mailSlice';

interface ComposeDialogProps {
  start: ComposeStart;
  onClose: () => void;
  /** The mail went out (`sent`) or was kept in Drafts (`draft`). */
  onDone: (mail: Mail, how: 'sent' | 'draft') => void;
}

const ADDRESS_FIELDS = ['to', 'cc', 'bcc'] as const;

/**
 * Writing a mail: recipients (checked one by one, the wrong one named), subject and a formatted body.
 * Sending or saving a draft that fails keeps the dialog open with everything typed.
 */
export default function ComposeDialog({ start, onClose, onDone }: ComposeDialogProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const editorTexts = useMailEditorTexts();
  const [values, setValues] = useState<ComposeValues>(start.values);
  const [errors, setErrors] = useState<ComposeErrors>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<'send' | 'draft' | null>(null);
  const dirty = (Object.keys(values) as ComposeField[]).some((k) => values[k] !== start.values[k]);

  const set = (field: ComposeField) => (text: string) => {
    setValues((current) => ({ ...current, [field]: text }));
    setErrors(({ [field]: _gone, ...rest }) => rest);
    setServerErrors(({ [field]: _gone, ...rest }) => rest);
  };
  const subjectOver = values.subject.trim().length > MAIL_SUBJECT_MAX;
  const errorOf = (field: ComposeField): string | undefined => {
    const own = errors[field];
    return own ? intl.formatMessage({ id: own.id }, own.values) : serverErrors[field];
  };

  const submit = async (how: 'send' | 'draft') => {
    const found = composeErrors(values, how === 'send');
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setBusy(how);
    const body = bodyOfForm(values, start.draftId);
    const result =
      how === 'send'
        ? await dispatch(mailSent(body))
        : await dispatch(
            draftSaved({
              id: start.draftId,
              to: body.to,
              cc: body.cc,
              bcc: body.bcc,
              subject: body.subject,
              body: body.body,
            }),
          );
    setBusy(null);
    if (mailSent.fulfilled.match(result) || draftSaved.fulfilled.match(result)) {
      onDone(result.payload.mail, how === 'send' ? 'sent' : 'draft');
      return;
    }
    const error = result.payload;
    setServerErrors(error?.fieldErrors ?? {});
    // The server's own words when it gave some, else a plain "not sent, your text is still here".
    setFailure(
      apiErrorText(intl, error && !error.fromServer ? { ...error, message: 'errors.mail.send' } : error),
    );
  };

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    return submit('send');
  };

  return (
    <FormDialog
      title={intl.formatMessage({ id: `mail.compose.title.${start.kind}` })}
      onSubmit={onSubmit}
      onClose={onClose}
      submitting={busy === 'send'}
      locked={busy === 'draft'}
      dirty={dirty}
      error={failure}
      maxWidth="md"
      submitLabel={intl.formatMessage({ id: 'mail.compose.send' })}
      secondaryAction={
        <Button onClick={() => void submit('draft')} loading={busy === 'draft'} disabled={busy === 'send'}>
          {intl.formatMessage({ id: 'mail.compose.saveDraft' })}
        </Button>
      }
    >
      {ADDRESS_FIELDS.map((field) => (
        <TextField
          key={field}
          name={field}
          label={intl.formatMessage({ id: `mail.compose.${field}` })}
          value={values[field]}
          onChange={(e) => set(field)(e.target.value)}
          required={field === 'to'}
          fullWidth
          size="small"
          error={errorOf(field) !== undefined}
          helperText={
            errorOf(field) ??
            (field === 'to' ? intl.formatMessage({ id: 'mail.compose.addressHint' }) : undefined)
          }
          slotProps={{ htmlInput: { inputMode: 'email', autoComplete: 'off', spellCheck: false } }}
        />
      ))}
      <TextField
        name="subject"
        label={intl.formatMessage({ id: 'mail.compose.subject' })}
        value={values.subject}
        onChange={(e) => set('subject')(e.target.value)}
        required
        fullWidth
        size="small"
        error={errorOf('subject') !== undefined || subjectOver}
        helperText={
          <HelperWithCounter
            text={
              errorOf('subject') ??
              (subjectOver
                ? intl.formatMessage(
                    { id: 'validation.text.tooLong' },
                    { max: MAIL_SUBJECT_MAX, count: values.subject.trim().length },
                  )
                : undefined)
            }
            count={values.subject.length}
            max={MAIL_SUBJECT_MAX}
          />
        }
      />
      <MarkdownEditor
        name="body"
        label={intl.formatMessage({ id: 'mail.compose.body' })}
        texts={editorTexts}
        value={values.body}
        onChange={set('body')}
        error={errorOf('body')}
        maxLength={MAIL_BODY_MAX}
        minRows={8}
        disabled={busy !== null}
      />
    </FormDialog>
  );
}
