import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import CelebrationOutlined from '@mui/icons-material/CelebrationOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import StyleOutlined from '@mui/icons-material/StyleOutlined';
import Box from '@mui/material/Box';
import type { Picture } from '@/api/contract/user';

const ICONS = {
  event: CelebrationOutlined,
  course: SchoolOutlined,
  lumis: StyleOutlined,
  school: AutoAwesomeOutlined,
} as const;

/**
 * A picture drawn from its two hues (no image file): a gradient with the subject's icon. The caption is
 * written beside it, so the drawing itself is decorative.
 */
export default function PictureArt({ picture, ratio = '4 / 3' }: { picture: Picture; ratio?: string }) {
  const Icon = ICONS[picture.subject];
  const [from, to] = picture.hues;
  return (
    <Box
      aria-hidden
      sx={{
        aspectRatio: ratio,
        width: '100%',
        borderRadius: 1,
        display: 'grid',
        placeItems: 'center',
        color: 'common.white',
        background: `linear-gradient(135deg, hsl(${String(from)} 70% 45%), hsl(${String(to)} 70% 35%))`,
        '& svg': { fontSize: 'clamp(2rem, 20%, 4rem)', opacity: 0.85 },
      }}
    >
      <Icon />
    </Box>
  );
}
