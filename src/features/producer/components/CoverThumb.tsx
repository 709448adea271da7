import EventOutlined from '@mui/icons-material/EventOutlined';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import { storageUrl } from '@/api/storage';

type Tone = 'primary' | 'secondary' | 'info' | 'success' | 'warning' | 'error';

// The same tones the public catalogue gives each category, so a producer recognises their events.
const TONES: Record<string, readonly [Tone, Tone]> = {
  infantil: ['warning', 'secondary'],
  educacao: ['primary', 'info'],
  musica: ['secondary', 'primary'],
  teatro: ['error', 'secondary'],
  esporte: ['success', 'info'],
  ciencia: ['info', 'success'],
  festival: ['warning', 'error'],
  workshop: ['primary', 'success'],
};
const DEFAULT_TONES: readonly [Tone, Tone] = ['primary', 'secondary'];

/** The event's cover, or a gradient in its category's tones when it has none; decorative (the title is beside it). */
export default function CoverThumb({
  coverUrl,
  category = '',
  sx,
}: {
  coverUrl: string | null;
  category?: string;
  sx?: SystemStyleObject<Theme>;
}) {
  const [from, to] = TONES[category] ?? DEFAULT_TONES;
  const cover = storageUrl(coverUrl);
  return (
    <Box
      sx={{
        position: 'relative',
        overflow: 'hidden',
        borderRadius: 1,
        aspectRatio: '16 / 9',
        flexShrink: 0,
        bgcolor: 'action.hover',
        ...sx,
      }}
    >
      {cover ? (
        <Box
          component="img"
          src={cover}
          alt=""
          loading="lazy"
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ) : (
        <Box
          aria-hidden
          sx={(theme) => ({
            position: 'absolute',
            inset: 0,
            display: 'grid',
            placeItems: 'center',
            color: theme.palette[from].contrastText,
            background: `linear-gradient(135deg, ${theme.palette[from].main} 0%, ${theme.palette[to].main} 100%)`,
          })}
        >
          <EventOutlined sx={{ fontSize: 40, opacity: 0.9 }} />
        </Box>
      )}
    </Box>
  );
}
