import Grid from '@mui/material/Grid';
import type { Control, FieldValues, Path } from 'react-hook-form';
import FormTextField from './FormTextField';

interface PersonNameValues extends FieldValues {
  first_name: string;
  last_name: string;
}

/** First and last name side by side (stacked on phones), named after the payload fields. Use inside a Grid container. */
export default function PersonNameFields<T extends PersonNameValues>({ control }: { control: Control<T> }) {
  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name={'first_name' as Path<T>}
          labelId="auth.field.firstName"
          autoComplete="given-name"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name={'last_name' as Path<T>}
          labelId="auth.field.lastName"
          autoComplete="family-name"
        />
      </Grid>
    </>
  );
}
