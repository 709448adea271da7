import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { PART_ORDER, valueLabel, type AvatarOptions } from '../avatarParts';
import { avatarSvg, SHAPE_TILE, svgDataUrl } from '../avatarSvg';

/** The avatar, large, described in words for screen readers. */
export default function AvatarPreview({ options }: { options: AvatarOptions }) {
  const intl = useIntl();
  const src = useMemo(() => svgDataUrl(avatarSvg(options)), [options]);
  const names = Object.fromEntries(
    PART_ORDER.map((part) => {
      const label = valueLabel(part, options[part]);
      return [part, intl.formatMessage({ id: label.id }, label.values)];
    }),
  );
  return (
    <Box
      component="img"
      src={src}
      alt={intl.formatMessage({ id: 'avatar.preview.alt' }, names)}
      sx={{
        display: 'block',
        width: '100%',
        maxWidth: { xs: 240, sm: 320, md: 360 },
        aspectRatio: '1',
        mx: 'auto',
        alignSelf: 'center',
        borderRadius: 4,
        border: 1,
        borderColor: 'divider',
        // Lorelei draws black outlines: a light tile keeps them readable in dark mode too.
        bgcolor: SHAPE_TILE,
      }}
    />
  );
}
