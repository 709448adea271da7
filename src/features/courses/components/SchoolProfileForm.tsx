import { formResolver } from '@/components/form/formResolver';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { schoolUpdateBodySchema } from '@/api/contract/courses';
import type { School } from '@/api/contract/domain';
import { useUpdateSchoolMutation } from '@/api/endpoints/courses';
import { placeFieldErrors } from '@/components/dialog/fieldErrors';
import { apiErrorText } from '@/components/feedback/apiErrorText';
import { notify } from '@/components/feedback/notify';
import FormError from '@/components/form/FormError';
import UnsavedChangesPrompt from '@/components/form/UnsavedChangesPrompt';
import { resizeImage } from '@/utils/image';
import { schoolFormValues, type SchoolInput, type SchoolValues } from '../schoolProfile';
import { AddressSection, ContactSection, IdentitySection } from './SchoolProfileFields';
import SchoolPreview, { type SchoolPreviewData } from './SchoolPreview';

/** The school's public page as it will look, next to the form (saved or not yet). */
function PreviewColumn({
  schoolId,
  data,
  dirty,
}: {
  schoolId: string;
  data: SchoolPreviewData;
  dirty: boolean;
}) {
  return (
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
          href={`/escolas/${encodeURIComponent(schoolId)}`}
          target="_blank"
          rel="noopener"
          size="small"
          endIcon={<OpenInNewOutlined />}
        >
          <FormattedMessage id="courses.school.preview.open" />
        </Button>
      </Stack>
      <SchoolPreview data={data} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        <FormattedMessage id={dirty ? 'courses.school.preview.unsaved' : 'courses.school.preview.saved'} />
      </Typography>
    </Box>
  );
}

/** The school's profile form: identity, address, contacts; the preview follows every key. */
export default function SchoolProfileForm({ school }: { school: School }) {
  const intl = useIntl();
  const [serverError, setServerError] = useState<string | null>(null);
  const [updateSchool] = useUpdateSchoolMutation();
  const { control, handleSubmit, setError, setValue, reset, formState } = useForm<
    SchoolInput,
    unknown,
    SchoolValues
  >({
    resolver: formResolver(schoolUpdateBodySchema),
    defaultValues: schoolFormValues(school),
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
      reset(schoolFormValues(saved));
      notify(intl.formatMessage({ id: 'courses.school.saved' }), 'success');
    } catch (error) {
      if (!placeFieldErrors(error, setError, ['name', 'about', 'logoUrl']))
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
              <IdentitySection
                control={control}
                name={live.name ?? ''}
                logoUrl={live.logoUrl ?? null}
                aboutLength={about.length}
                onChooseLogo={(file) => void chooseLogo(file)}
                onRemoveLogo={() => setValue('logoUrl', null, { shouldDirty: true })}
              />
              <AddressSection control={control} />
              <ContactSection control={control} />
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
        <PreviewColumn
          schoolId={school.id}
          dirty={formState.isDirty}
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
      </Grid>
      <UnsavedChangesPrompt when={formState.isDirty && !formState.isSubmitting} />
    </Grid>
  );
}
