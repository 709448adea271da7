import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState, type ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { resizeImage } from '@/utils/image';
import { MAX_IMAGE_BYTES } from '../cardForm';

/** The card's art: picked from the device, resized in the browser, or removed. */
export default function CardImageField({
  imageUrl,
  onChange,
}: {
  imageUrl: string | null | undefined;
  onChange: (imageUrl: string | null) => void;
}) {
  const intl = useIntl();
  const fileInput = useRef<HTMLInputElement>(null);
  const [imageError, setImageError] = useState<string | null>(null);

  const onPickImage = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      setImageError(intl.formatMessage({ id: 'cards.form.notImage' }));
      return;
    }
    if (file.size > MAX_IMAGE_BYTES) {
      setImageError(intl.formatMessage({ id: 'cards.form.imageTooLarge' }));
      return;
    }
    try {
      const dataUrl = await resizeImage(file, 480, 0.85);
      setImageError(null);
      onChange(dataUrl);
    } catch {
      setImageError(intl.formatMessage({ id: 'cards.form.imageFailed' }));
    }
  };

  return (
    <Box>
      <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
        <FormattedMessage id="cards.form.image" />
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="outlined"
          startIcon={<AddPhotoAlternateOutlined />}
          onClick={() => fileInput.current?.click()}
        >
          <FormattedMessage id={imageUrl ? 'cards.form.imageChange' : 'cards.form.imagePick'} />
        </Button>
        {imageUrl && (
          <Button color="inherit" onClick={() => onChange(null)}>
            <FormattedMessage id="cards.form.imageRemove" />
          </Button>
        )}
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          hidden
          data-testid="card-image-input"
          onChange={(e) => void onPickImage(e)}
        />
      </Stack>
      <FormHelperText error={imageError != null}>
        {imageError ?? intl.formatMessage({ id: 'cards.form.imageHelp' })}
      </FormHelperText>
    </Box>
  );
}
