import { formResolver } from '@/components/form/formResolver';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod/mini';
import { FormattedMessage, useIntl } from 'react-intl';
import { arenaFeedbackBodySchema, FEEDBACK_COMMENT_MAX } from '@/api/contract/arena';
import { useSendArenaFeedbackMutation } from '@/api/endpoints/arena';
import { useApiErrorText } from '@/components/feedback/apiErrorText';
import FormError from '@/components/form/FormError';
import FormTextField from '@/components/form/FormTextField';
import { useErrorText } from '@/components/form/useErrorText';
import { arenaClientId } from '../clientId';

const surveySchema = z.omit(arenaFeedbackBodySchema, { matchSeed: true });
type SurveyInput = z.input<typeof surveySchema>;
type SurveyValues = z.output<typeof surveySchema>;

/** The form has no rating until a star is picked; the stars show none then. */
const ratingOf = (value: number | undefined): number | null => value ?? null;

/** The playtest survey after a match: stars (required) and what the person would change (optional). */
export default function ArenaSurvey({ matchSeed }: { matchSeed: number }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const apiErrorText = useApiErrorText();
  const ratingErrorId = useId();
  const [sendFeedback, { isLoading }] = useSendArenaFeedbackMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  // No rating until a star is picked: the schema reports it as required.
  const { control, handleSubmit } = useForm<SurveyInput, unknown, SurveyValues>({
    defaultValues: { comment: '' },
    resolver: formResolver(surveySchema),
  });
  const comment = useWatch({ control, name: 'comment' }) ?? '';

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const body = arenaFeedbackBodySchema.parse({ ...values, matchSeed });
      await sendFeedback({ body, clientId: arenaClientId() }).unwrap();
      setSent(true);
    } catch (error) {
      setServerError(apiErrorText(error));
    }
  });

  if (sent) {
    return (
      <Alert severity="success" role="status" sx={{ maxWidth: 640 }}>
        <FormattedMessage id="arena.survey.thanks" />
      </Alert>
    );
  }
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, maxWidth: 640 }}>
      <Stack component="form" noValidate spacing={2} onSubmit={(e) => void onSubmit(e)}>
        <div>
          <Typography variant="h2" sx={{ fontSize: '1.15rem' }}>
            <FormattedMessage id="arena.survey.title" />
          </Typography>
          <Typography variant="body2" color="text.secondary">
            <FormattedMessage id="arena.survey.subtitle" />
          </Typography>
        </div>
        <FormError message={serverError} />
        <Controller
          control={control}
          name="rating"
          render={({ field, fieldState }) => (
            <Stack
              component="fieldset"
              spacing={0.5}
              aria-describedby={fieldState.error ? ratingErrorId : undefined}
              sx={{ border: 0, p: 0, m: 0 }}
            >
              <Typography component="legend" sx={{ fontWeight: 600, p: 0 }}>
                <FormattedMessage id="arena.survey.rating" />
              </Typography>
              <Rating
                // A missing rating sends the focus to the stars (react-hook-form focuses the first error).
                ref={(element: HTMLSpanElement | null) => {
                  field.ref(element && { focus: () => element.querySelector('input')?.focus() });
                }}
                name={field.name}
                value={ratingOf(field.value)}
                onChange={(_event, value) => field.onChange(value ?? undefined)}
                getLabelText={(value) => intl.formatMessage({ id: 'arena.survey.star' }, { count: value })}
                size="large"
              />
              {fieldState.error && (
                <FormHelperText id={ratingErrorId} error role="alert">
                  {errorText(fieldState.error.message)}
                </FormHelperText>
              )}
            </Stack>
          )}
        />
        <FormTextField
          control={control}
          name="comment"
          labelId="arena.survey.comment"
          multiline
          minRows={3}
          maxRows={10}
          helperText={intl.formatMessage(
            { id: 'arena.survey.counter' },
            { count: comment.length, max: FEEDBACK_COMMENT_MAX },
          )}
        />
        <div>
          <Button type="submit" variant="contained" loading={isLoading}>
            <FormattedMessage id="arena.survey.send" />
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
