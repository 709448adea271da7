import DeleteOutlineOutlined from '@mui/icons-material/DeleteOutlineOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useErrorText } from '@/components/form/useErrorText';
import { resizeImage } from '@/utils/image';
import CoverThumb from '../components/CoverThumb';
import type { EventFormValues } from './eventForm';

/** Longest side of a cover after resizing in the browser: sharp on a laptop, light on a phone plan. */
const COVER_MAX_PX = 1200;
const COVER_QUALITY = 0.8;
/** Photos straight from a phone camera are fine; anything bigger is probably not a photo. */
const MAX_FILE_BYTES = 20 * 1024 * 1024;

/** The cover picture: chosen file, resized here, previewed as families will see it. */
export default function CoverField({
  form,
  disabled = false,
  previewWidth = 560,
}: {
  form: UseFormReturn<EventFormValues>;
  disabled?: boolean;
  /** Largest width of the preview, in px. */
  previewWidth?: number;
}) {
  const category = useWatch({ control: form.control, name: 'category' });
  const intl = useIntl();
  const errorText = useErrorText();
  const inputId = useId();
  const hintId = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  return (
    <Controller
      control={form.control}
      name="coverUrl"
      render={({ field, fieldState }) => {
        const choose = async (file: File | undefined) => {
          if (!file) return;
          setProblem(null);
          if (!file.type.startsWith('image/')) {
            setProblem('producer.cover.notImage');
            return;
          }
          if (file.size > MAX_FILE_BYTES) {
            setProblem('producer.cover.tooBig');
            return;
          }
          setBusy(true);
          try {
            field.onChange(await resizeImage(file, COVER_MAX_PX, COVER_QUALITY));
          } catch {
            setProblem('producer.cover.unreadable');
          } finally {
            setBusy(false);
          }
        };
        const error = problem ? intl.formatMessage({ id: problem }) : errorText(fieldState.error?.message);
        return (
          <Stack spacing={2}>
            <CoverThumb
              coverUrl={field.value}
              category={category}
              sx={{ width: '100%', maxWidth: previewWidth, borderRadius: 2 }}
            />
            <Typography id={hintId} variant="body2" color="text.secondary">
              <FormattedMessage id="producer.cover.hint" />
            </Typography>
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
              <Button
                component="label"
                htmlFor={inputId}
                variant="outlined"
                startIcon={<ImageOutlined />}
                loading={busy}
                disabled={disabled}
              >
                <FormattedMessage id={field.value ? 'producer.cover.change' : 'producer.cover.choose'} />
                <input
                  id={inputId}
                  ref={field.ref}
                  name={field.name}
                  type="file"
                  accept="image/*"
                  aria-describedby={hintId}
                  disabled={disabled}
                  hidden
                  onChange={(e) => {
                    void choose(e.target.files?.[0]);
                    e.target.value = '';
                  }}
                />
              </Button>
              {field.value && (
                <Button
                  color="error"
                  startIcon={<DeleteOutlineOutlined />}
                  onClick={() => field.onChange(null)}
                  disabled={disabled}
                >
                  <FormattedMessage id="producer.cover.remove" />
                </Button>
              )}
            </Stack>
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
          </Stack>
        );
      }}
    />
  );
}
