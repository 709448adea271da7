import { formResolver } from '@/components/form/formResolver';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { shopAddressFields, type ShopAddress, type ShopAddressFields } from '@/api/contract/shop';
import FormError from '@/components/form/FormError';
import FormSelect from '@/components/form/FormSelect';
import FormTextField from '@/components/form/FormTextField';
import { BR_STATES, formatPhone, onlyDigits } from '@/utils/br';

const EMPTY: ShopAddressFields = {
  name: '',
  phone: '',
  cep: '',
  street: '',
  number: '',
  complement: '',
  district: '',
  city: '',
  state: 'SP',
  isDefault: false,
};

const formatCep = (digits: string) =>
  digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;

/** The text fields in reading order, with their width on a phone and from a tablet up. */
const TEXT_FIELDS: readonly {
  name: Exclude<keyof ShopAddressFields, 'state' | 'isDefault'>;
  size: { xs: number; sm: number };
  autoComplete?: string;
  required?: boolean;
  inputMode?: 'tel' | 'numeric';
  parse?: (input: string) => string;
  format?: (value: string) => string;
}[] = [
  { name: 'name', size: { xs: 12, sm: 6 }, autoComplete: 'name', required: true },
  {
    name: 'phone',
    size: { xs: 12, sm: 6 },
    autoComplete: 'tel-national',
    required: true,
    inputMode: 'tel',
    parse: (v) => onlyDigits(v).slice(0, 11),
    format: formatPhone,
  },
  {
    name: 'cep',
    size: { xs: 12, sm: 4 },
    autoComplete: 'postal-code',
    required: true,
    inputMode: 'numeric',
    parse: (v) => onlyDigits(v).slice(0, 8),
    format: formatCep,
  },
  { name: 'street', size: { xs: 12, sm: 8 }, autoComplete: 'address-line1', required: true },
  { name: 'number', size: { xs: 5, sm: 3 }, required: true },
  { name: 'complement', size: { xs: 7, sm: 9 }, autoComplete: 'address-line2' },
  { name: 'district', size: { xs: 12, sm: 5 }, required: true },
  { name: 'city', size: { xs: 8, sm: 5 }, autoComplete: 'address-level2', required: true },
];

interface AddressFormProps {
  /** The address being edited, or null for a new one. */
  address: ShopAddress | null;
  onSave: (fields: ShopAddressFields & { id?: string }) => Promise<string | null>;
  onCancel: () => void;
}

/** A Brazilian address: CEP of 8 digits, UF from the list, phone with DDD; checked by the contract's schema. */
export default function AddressForm({ address, onSave, onCancel }: AddressFormProps) {
  const { control, handleSubmit, formState, setError } = useForm<ShopAddressFields>({
    resolver: formResolver(shopAddressFields),
    defaultValues: address ? { ...address } : EMPTY,
  });
  const submit = handleSubmit(async (values) => {
    const problem = await onSave(address ? { ...values, id: address.id } : values);
    if (problem) setError('root', { message: problem });
  });
  const titleId = address ? 'shop.address.edit' : 'shop.address.new';
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack
        component="form"
        noValidate
        spacing={2}
        onSubmit={(e) => void submit(e)}
        aria-labelledby="shop-address-form"
      >
        <Typography id="shop-address-form" variant="h4" component="h3">
          <FormattedMessage id={titleId} />
        </Typography>
        <Grid container spacing={2}>
          {TEXT_FIELDS.map(({ name, size, inputMode, ...field }) => (
            <Grid key={name} size={size}>
              <FormTextField
                control={control}
                name={name}
                labelId={`shop.address.${name}`}
                slotProps={inputMode ? { htmlInput: { inputMode } } : undefined}
                {...field}
              />
            </Grid>
          ))}
          <Grid size={{ xs: 4, sm: 2 }}>
            <FormSelect control={control} name="state" labelId="shop.address.state" required>
              {BR_STATES.map((uf) => (
                <MenuItem key={uf} value={uf}>
                  {uf}
                </MenuItem>
              ))}
            </FormSelect>
          </Grid>
        </Grid>
        <Controller
          control={control}
          name="isDefault"
          render={({ field }) => (
            <FormControlLabel
              control={<Switch checked={field.value} onChange={(_e, on) => field.onChange(on)} />}
              label={<FormattedMessage id="shop.address.default" />}
            />
          )}
        />
        <FormError message={formState.errors.root?.message} />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onCancel}>
            <FormattedMessage id="shop.address.cancel" />
          </Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            <FormattedMessage id="shop.address.save" />
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
