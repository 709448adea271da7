import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useId, type ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { storageUrl } from '@/api/storage';
import FormSelect from '@/components/form/FormSelect';
import FormTextField from '@/components/form/FormTextField';
import PhoneField from '@/components/form/PhoneField';
import { BR_STATES } from '@/utils/br';
import { initials } from '@/utils/initials';
import { ABOUT_MAX, formatCep, type SchoolInput } from '../schoolProfile';

type SchoolControl = Control<SchoolInput>;

function Section({ titleId, children }: { titleId: string; children: ReactNode }) {
  return (
    <Stack spacing={2}>
      <Typography variant="h2" component="h2" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
        <FormattedMessage id={titleId} />
      </Typography>
      {children}
    </Stack>
  );
}

/** Half a row from tablets up, the whole row on phones. */
function Half({ children }: { children: ReactNode }) {
  return <Grid size={{ xs: 12, sm: 6 }}>{children}</Grid>;
}

/** Logo, name and the "about" text with its count of characters. */
export function IdentitySection({
  control,
  name,
  logoUrl,
  aboutLength,
  onChooseLogo,
  onRemoveLogo,
}: {
  control: SchoolControl;
  name: string;
  logoUrl: string | null;
  aboutLength: number;
  onChooseLogo: (file: File | undefined) => void;
  onRemoveLogo: () => void;
}) {
  const intl = useIntl();
  const fileId = useId();
  return (
    <Section titleId="courses.school.section.identity">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Avatar
          src={storageUrl(logoUrl) ?? undefined}
          alt={intl.formatMessage({ id: 'courses.school.logoAlt' })}
          variant="rounded"
          sx={(theme) => ({
            width: 72,
            height: 72,
            fontWeight: 700,
            fontSize: '1.5rem',
            bgcolor: alpha(theme.palette.primary.main, 0.14),
            color: 'primary.main',
          })}
        >
          {initials(name)}
        </Avatar>
        <Button component="label" htmlFor={fileId} variant="outlined" startIcon={<PhotoCameraOutlined />}>
          <FormattedMessage id={logoUrl ? 'courses.school.changeLogo' : 'courses.school.chooseLogo'} />
          <input
            id={fileId}
            type="file"
            accept="image/*"
            hidden
            onChange={(e) => {
              onChooseLogo(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </Button>
        {logoUrl && (
          <Button color="inherit" startIcon={<DeleteOutlined />} onClick={onRemoveLogo}>
            <FormattedMessage id="courses.school.removeLogo" />
          </Button>
        )}
      </Stack>
      <FormTextField control={control} name="name" labelId="courses.school.field.name" required />
      <FormTextField
        control={control}
        name="about"
        labelId="courses.school.field.about"
        multiline
        minRows={4}
        helperText={intl.formatMessage(
          { id: 'courses.school.field.aboutHelp' },
          { count: aboutLength, max: ABOUT_MAX },
        )}
      />
    </Section>
  );
}

export function AddressSection({ control }: { control: SchoolControl }) {
  return (
    <Section titleId="courses.school.section.address">
      <FormTextField
        control={control}
        name="address.street"
        labelId="courses.school.field.street"
        helperId="courses.school.field.streetHelp"
        autoComplete="street-address"
        required
      />
      <Grid container spacing={2}>
        <Half>
          <FormTextField
            control={control}
            name="address.city"
            labelId="courses.school.field.city"
            autoComplete="address-level2"
            required
          />
        </Half>
        <Grid size={{ xs: 5, sm: 2.5 }}>
          <FormSelect control={control} name="address.state" labelId="courses.school.field.state">
            {BR_STATES.map((uf) => (
              <MenuItem key={uf} value={uf}>
                {uf}
              </MenuItem>
            ))}
          </FormSelect>
        </Grid>
        <Grid size={{ xs: 7, sm: 3.5 }}>
          <FormTextField
            control={control}
            name="address.cep"
            labelId="courses.school.field.cep"
            helperId="courses.school.field.cepHelp"
            autoComplete="postal-code"
            placeholder="00000-000"
            parse={(v) => formatCep(v)}
            format={formatCep}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 9 } }}
            required
          />
        </Grid>
      </Grid>
    </Section>
  );
}

export function ContactSection({ control }: { control: SchoolControl }) {
  return (
    <Section titleId="courses.school.section.contacts">
      <Grid container spacing={2}>
        <Half>
          <PhoneField
            control={control}
            name="contact.phone"
            labelId="courses.school.field.phone"
            helperId="courses.school.field.phoneHelp"
            required
          />
        </Half>
        <Half>
          <FormTextField
            control={control}
            name="contact.email"
            labelId="courses.school.field.email"
            type="email"
            autoComplete="email"
            required
          />
        </Half>
        <Half>
          <FormTextField
            control={control}
            name="contact.website"
            labelId="courses.school.field.website"
            placeholder="escola.com.br"
            type="url"
            autoComplete="url"
          />
        </Half>
        <Half>
          <FormTextField
            control={control}
            name="contact.instagram"
            labelId="courses.school.field.instagram"
            placeholder="suaescola"
            autoComplete="off"
            slotProps={{ input: { startAdornment: <InputAdornment position="start">@</InputAdornment> } }}
          />
        </Half>
      </Grid>
    </Section>
  );
}
