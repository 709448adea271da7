import { zodResolver } from '@hookform/resolvers/zod';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod';
import { schoolUpdateBodySchema } from '@/api/contract/courses';
import type { School } from '@/api/contract/domain';
import { useGetMySchoolQuery, useUpdateSchoolMutation } from '@/api/endpoints/courses';
import { notify } from '@/components/feedback/notify';
import FormError from '@/components/form/FormError';
import FormTextField from '@/components/form/FormTextField';
import PhoneField from '@/components/form/PhoneField';
import UnsavedChangesPrompt from '@/components/form/UnsavedChangesPrompt';
import ErrorState from '@/components/states/ErrorState';
import PageHeader from '@/components/states/PageHeader';
import { BR_STATES, onlyDigits } from '@/utils/br';
import { resizeImage } from '@/utils/image';
import SchoolPreview from '../components/SchoolPreview';
import { initials } from '@/utils/initials';
import { isApiError } from '@/api/errors';
import { storageUrl } from '@/api/storage';
import { apiErrorText } from '@/components/feedback/apiErrorText';

type SchoolInput = z.input<typeof schoolUpdateBodySchema>;
type SchoolValues = z.output<typeof schoolUpdateBodySchema>;
const ABOUT_MAX = 3000;

const formatCep = (value: string) => {
  const d = onlyDigits(value).slice(0, 8);
  return d.length > 5 ? `${d.slice(0, 5)}-${d.slice(5)}` : d;
};

function valuesOf(school: School): SchoolInput {
  const state = BR_STATES.find((uf) => uf === school.address.state) ?? 'SP';
  return {
    name: school.name,
    logoUrl: school.logoUrl,
    about: school.about,
    address: { street: school.address.street, city: school.address.city, state, cep: school.address.cep },
    contact: {
      email: school.contact.email,
      phone: school.contact.phone,
      website: school.contact.website ?? '',
      instagram: school.contact.instagram ?? '',
    },
  };
}

function SectionTitle({ id }: { id: string }) {
  return (
    <Typography variant="h2" component="h2" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
      <FormattedMessage id={id} />
    </Typography>
  );
}

function SchoolForm({ school }: { school: School }) {
  const intl = useIntl();
  const fileId = useId();
  const [serverError, setServerError] = useState<string | null>(null);
  const [updateSchool] = useUpdateSchoolMutation();
  const { control, handleSubmit, setError, setValue, reset, formState } = useForm<
    SchoolInput,
    unknown,
    SchoolValues
  >({
    resolver: zodResolver(schoolUpdateBodySchema),
    defaultValues: valuesOf(school),
  });
  const live = useWatch({ control });
  const about = live.about ?? '';

  const chooseLogo = async (file: File | undefined) => {
    if (!file) return;
    setServerError(null);
    if (!file.type.startsWith('image/')) {
      setServerError(intl.formatMessage({ id: 'courses.school.logoNotImage' }));
      return;
    }
    try {
      setValue('logoUrl', await resizeImage(file, 256), { shouldDirty: true });
    } catch {
      setServerError(intl.formatMessage({ id: 'courses.school.logoNotImage' }));
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const saved = await updateSchool({ id: school.id, body: values }).unwrap();
      reset(valuesOf(saved));
      notify(intl.formatMessage({ id: 'courses.school.saved' }), 'success');
    } catch (error) {
      let placed = false;
      if (isApiError(error))
        for (const field of ['name', 'about', 'logoUrl'] as const) {
          const message = error.fieldErrors[field];
          if (message) {
            setError(field, { type: 'server', message }, { shouldFocus: !placed });
            placed = true;
          }
        }
      if (!placed)
        setServerError(apiErrorText(intl, error, intl.formatMessage({ id: 'courses.school.failed' })));
    }
  });

  return (
    <Grid container spacing={3} sx={{ alignItems: 'flex-start' }}>
      <Grid size={{ xs: 12, md: 7 }}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Box component="form" noValidate onSubmit={(e) => void onSubmit(e)}>
            <Stack spacing={3}>
              <FormError message={serverError} />
              <Stack spacing={2}>
                <SectionTitle id="courses.school.section.identity" />
                <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
                  <Avatar
                    src={storageUrl(live.logoUrl) ?? undefined}
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
                    {initials(live.name ?? '')}
                  </Avatar>
                  <Button
                    component="label"
                    htmlFor={fileId}
                    variant="outlined"
                    startIcon={<PhotoCameraOutlined />}
                  >
                    <FormattedMessage
                      id={live.logoUrl ? 'courses.school.changeLogo' : 'courses.school.chooseLogo'}
                    />
                    <input
                      id={fileId}
                      type="file"
                      accept="image/*"
                      hidden
                      onChange={(e) => {
                        void chooseLogo(e.target.files?.[0]);
                        e.target.value = '';
                      }}
                    />
                  </Button>
                  {live.logoUrl && (
                    <Button
                      color="inherit"
                      startIcon={<DeleteOutlined />}
                      onClick={() => setValue('logoUrl', null, { shouldDirty: true })}
                    >
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
                    { count: about.length, max: ABOUT_MAX },
                  )}
                />
              </Stack>

              <Stack spacing={2}>
                <SectionTitle id="courses.school.section.address" />
                <FormTextField
                  control={control}
                  name="address.street"
                  labelId="courses.school.field.street"
                  helperId="courses.school.field.streetHelp"
                  autoComplete="street-address"
                  required
                />
                <Grid container spacing={2}>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <FormTextField
                      control={control}
                      name="address.city"
                      labelId="courses.school.field.city"
                      autoComplete="address-level2"
                      required
                    />
                  </Grid>
                  <Grid size={{ xs: 5, sm: 2.5 }}>
                    <FormTextField
                      control={control}
                      name="address.state"
                      labelId="courses.school.field.state"
                      select
                    >
                      {BR_STATES.map((uf) => (
                        <MenuItem key={uf} value={uf}>
                          {uf}
                        </MenuItem>
                      ))}
                    </FormTextField>
                  </Grid>
                  <Grid size={{ xs: 7, sm: 3.5 }}>
                    <FormTextField
                      control={control}
                      name="address.cep"
                      labelId="courses.school.field.cep"
                      autoComplete="postal-code"
                      placeholder="00000-000"
                      parse={(v) => formatCep(v)}
                      format={formatCep}
                      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 9 } }}
                      required
                    />
                  </Grid>
                </Grid>
              </Stack>

              <Stack spacing={2}>
                <SectionTitle id="courses.school.section.contacts" />
                <Grid container spacing={2}>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <PhoneField
                      control={control}
                      name="contact.phone"
                      labelId="courses.school.field.phone"
                      helperId="courses.school.field.phoneHelp"
                      required
                    />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <FormTextField
                      control={control}
                      name="contact.email"
                      labelId="courses.school.field.email"
                      type="email"
                      autoComplete="email"
                      required
                    />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <FormTextField
                      control={control}
                      name="contact.website"
                      labelId="courses.school.field.website"
                      placeholder="escola.com.br"
                      type="url"
                      autoComplete="url"
                    />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <FormTextField
                      control={control}
                      name="contact.instagram"
                      labelId="courses.school.field.instagram"
                      placeholder="suaescola"
                      autoComplete="off"
                      slotProps={{
                        input: { startAdornment: <InputAdornment position="start">@</InputAdornment> },
                      }}
                    />
                  </Grid>
                </Grid>
              </Stack>

              <Stack
                direction="row"
                spacing={1}
                sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1 }}
              >
                <Button
                  onClick={() => reset()}
                  disabled={!formState.isDirty || formState.isSubmitting}
                  color="inherit"
                >
                  <FormattedMessage id="courses.school.discard" />
                </Button>
                <Button type="submit" variant="contained" loading={formState.isSubmitting}>
                  <FormattedMessage id="courses.school.save" />
                </Button>
              </Stack>
            </Stack>
          </Box>
        </Paper>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }} sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
        <Box component="section" aria-labelledby="school-preview-heading">
          <Stack
            direction="row"
            sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1.5, gap: 1, flexWrap: 'wrap' }}
          >
            <Typography
              id="school-preview-heading"
              variant="h2"
              component="h2"
              sx={{ fontSize: '1.1rem', fontWeight: 600 }}
            >
              <FormattedMessage id="courses.school.preview.title" />
            </Typography>
            <Button
              href={`/escolas/${encodeURIComponent(school.id)}`}
              target="_blank"
              rel="noopener"
              size="small"
              endIcon={<OpenInNewOutlined />}
            >
              <FormattedMessage id="courses.school.preview.open" />
            </Button>
          </Stack>
          <SchoolPreview
            data={{
              name: live.name ?? '',
              logoUrl: live.logoUrl ?? null,
              about,
              street: live.address?.street ?? '',
              city: live.address?.city ?? '',
              state: live.address?.state ?? '',
              cep: live.address?.cep ?? '',
              phone: live.contact?.phone ?? '',
              email: live.contact?.email ?? '',
              website: live.contact?.website ?? '',
              instagram: live.contact?.instagram ?? '',
            }}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            <FormattedMessage
              id={formState.isDirty ? 'courses.school.preview.unsaved' : 'courses.school.preview.saved'}
            />
          </Typography>
        </Box>
      </Grid>
      <UnsavedChangesPrompt when={formState.isDirty && !formState.isSubmitting} />
    </Grid>
  );
}

/** /empresa/gestao-escola: the school's profile as its public page /escolas/:id shows it, with a live preview. */
export default function SchoolProfilePage() {
  const { data, error, isError, refetch } = useGetMySchoolQuery(undefined);
  return (
    <>
      <PageHeader titleId="route.company.school" subtitleId="courses.school.subtitle" />
      {isError ? (
        <ErrorState error={error} onRetry={() => void refetch()} titleId="courses.school.error" />
      ) : !data ? (
        <Grid container spacing={3} aria-busy>
          <Grid size={{ xs: 12, md: 7 }}>
            <Skeleton variant="rounded" height={420} />
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Skeleton variant="rounded" height={320} />
          </Grid>
        </Grid>
      ) : (
        <SchoolForm key={data.id} school={data} />
      )}
    </>
  );
}
