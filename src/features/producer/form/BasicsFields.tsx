import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import {
  AGE_RATINGS,
  EVENT_CATEGORIES,
  EVENT_DESCRIPTION_MAX,
  EVENT_TITLE_MAX,
} from '@/api/contract/producer';
import FormSelect from '@/components/form/FormSelect';
import LimitedTextField from '@/components/form/LimitedTextField';
import { useErrorText } from '@/components/form/useErrorText';
import { ageRatingLabel, categoryName } from '../labels';
import type { EventFormValues } from './eventForm';
import MarkdownEditor from '@/components/markdown/MarkdownEditor';
import { useEditorTexts } from './editorTexts';

/** Title, category, age rating and description. */
export default function BasicsFields({
  form,
  disabled = false,
}: {
  form: UseFormReturn<EventFormValues>;
  disabled?: boolean;
}) {
  const intl = useIntl();
  const errorText = useErrorText();
  const editorTexts = useEditorTexts();
  const { control } = form;
  return (
    <Grid container spacing={2.5}>
      <Grid size={12}>
        <LimitedTextField
          control={control}
          name="title"
          labelId="producer.field.title"
          helperId="producer.field.title.help"
          required
          disabled={disabled}
          maxChars={EVENT_TITLE_MAX}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelect
          control={control}
          name="category"
          labelId="producer.field.category"
          required
          disabled={disabled}
        >
          {EVENT_CATEGORIES.map((category) => (
            <MenuItem key={category} value={category}>
              {categoryName(intl, category)}
            </MenuItem>
          ))}
        </FormSelect>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelect
          control={control}
          name="ageRating"
          labelId="producer.field.ageRating"
          required
          disabled={disabled}
        >
          {AGE_RATINGS.map((rating) => (
            <MenuItem key={rating} value={rating}>
              {ageRatingLabel(intl, rating)}
            </MenuItem>
          ))}
        </FormSelect>
      </Grid>
      <Grid size={12}>
        <Controller
          control={control}
          name="descriptionMarkdown"
          render={({ field, fieldState }) => (
            <MarkdownEditor
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              label={intl.formatMessage({ id: 'producer.field.description' })}
              texts={editorTexts}
              error={errorText(fieldState.error?.message)}
              maxLength={EVENT_DESCRIPTION_MAX}
              disabled={disabled}
            />
          )}
        />
      </Grid>
    </Grid>
  );
}
