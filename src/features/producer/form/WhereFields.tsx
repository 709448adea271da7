import LaptopOutlined from '@mui/icons-material/LaptopOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useId } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import FormSelect from '@/components/form/FormSelect';
import FormTextField from '@/components/form/FormTextField';
import IntegerField from '@/components/form/IntegerField';
import { BR_STATES } from '@/utils/br';
import { formatCep, type EventFormValues } from './eventForm';

/** In person (venue and address) or online (a link), and how many people fit. */
export default function WhereFields({
  form,
  disabled = false,
}: {
  form: UseFormReturn<EventFormValues>;
  disabled?: boolean;
}) {
  const { control } = form;
  const online = useWatch({ control, name: 'online' });
  const labelId = useId();
  return (
    <Grid container spacing={2.5}>
      <Grid size={12}>
        <FormControl component="fieldset" disabled={disabled}>
          <FormLabel id={labelId} component="legend" sx={{ mb: 1 }}>
            <FormattedMessage id="producer.field.format" />
          </FormLabel>
          <Controller
            control={control}
            name="online"
            render={({ field }) => (
              <ToggleButtonGroup
                exclusive
                color="primary"
                value={field.value ? 'online' : 'venue'}
                onChange={(_e, next: 'online' | 'venue' | null) => {
                  if (next) field.onChange(next === 'online');
                }}
                aria-labelledby={labelId}
                disabled={disabled}
              >
                <ToggleButton value="venue" sx={{ gap: 1, px: 2 }}>
                  <PlaceOutlined fontSize="small" aria-hidden />
                  <FormattedMessage id="producer.field.format.venue" />
                </ToggleButton>
                <ToggleButton value="online" sx={{ gap: 1, px: 2 }}>
                  <LaptopOutlined fontSize="small" aria-hidden />
                  <FormattedMessage id="producer.field.format.online" />
                </ToggleButton>
              </ToggleButtonGroup>
            )}
          />
        </FormControl>
      </Grid>
      {online ? (
        <Grid size={12}>
          <FormTextField
            control={control}
            name="url"
            labelId="producer.field.url"
            helperId="producer.field.url.help"
            type="url"
            placeholder="https://"
            required
            disabled={disabled}
            autoComplete="url"
          />
        </Grid>
      ) : (
        <>
          <Grid size={12}>
            <FormTextField
              control={control}
              name="venue.name"
              labelId="producer.field.venueName"
              helperId="producer.field.venueName.help"
              required
              disabled={disabled}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <FormTextField
              control={control}
              name="venue.cep"
              labelId="producer.field.cep"
              helperId="producer.field.cep.help"
              required
              disabled={disabled}
              format={formatCep}
              parse={formatCep}
              placeholder="00000-000"
              autoComplete="postal-code"
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 9 } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 8 }}>
            <FormTextField
              control={control}
              name="venue.street"
              labelId="producer.field.street"
              required
              disabled={disabled}
              autoComplete="address-line1"
            />
          </Grid>
          <Grid size={{ xs: 5, sm: 4 }}>
            <FormTextField
              control={control}
              name="venue.number"
              labelId="producer.field.number"
              required
              disabled={disabled}
            />
          </Grid>
          <Grid size={{ xs: 7, sm: 8 }}>
            <FormTextField
              control={control}
              name="venue.district"
              labelId="producer.field.district"
              required
              disabled={disabled}
            />
          </Grid>
          <Grid size={{ xs: 8, sm: 8 }}>
            <FormTextField
              control={control}
              name="venue.city"
              labelId="producer.field.city"
              required
              disabled={disabled}
              autoComplete="address-level2"
            />
          </Grid>
          <Grid size={{ xs: 4, sm: 4 }}>
            <FormSelect
              control={control}
              name="venue.state"
              labelId="producer.field.state"
              required
              disabled={disabled}
            >
              {BR_STATES.map((uf) => (
                <MenuItem key={uf} value={uf}>
                  {uf}
                </MenuItem>
              ))}
            </FormSelect>
          </Grid>
        </>
      )}
      <Grid size={{ xs: 12, sm: 6 }}>
        <IntegerField
          control={control}
          name="capacity"
          labelId="producer.field.capacity"
          helperId="producer.field.capacity.help"
          required
          disabled={disabled}
        />
      </Grid>
    </Grid>
  );
}
