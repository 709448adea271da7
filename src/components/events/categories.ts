import BuildOutlined from '@mui/icons-material/BuildOutlined';
import CelebrationOutlined from '@mui/icons-material/CelebrationOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import MusicNoteOutlined from '@mui/icons-material/MusicNoteOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import SportsSoccerOutlined from '@mui/icons-material/SportsSoccerOutlined';
import TheaterComedyOutlined from '@mui/icons-material/TheaterComedyOutlined';
import ToysOutlined from '@mui/icons-material/ToysOutlined';
import type SvgIcon from '@mui/material/SvgIcon';
import type { IntlShape } from 'react-intl';

// How each event category looks wherever an event shows (the catalogue, the home, the seller's lists,
// the event page): its icon, its cover colours and its name.

/** Theme palette colours a category's cover gradient runs between. */
export type CoverColor = 'primary' | 'secondary' | 'info' | 'success' | 'warning' | 'error';

interface CategoryLook {
  icon: typeof SvgIcon;
  colors: readonly [CoverColor, CoverColor];
}

const LOOKS: Record<string, CategoryLook> = {
  infantil: { icon: ToysOutlined, colors: ['warning', 'secondary'] },
  educacao: { icon: SchoolOutlined, colors: ['primary', 'info'] },
  musica: { icon: MusicNoteOutlined, colors: ['secondary', 'primary'] },
  teatro: { icon: TheaterComedyOutlined, colors: ['error', 'secondary'] },
  esporte: { icon: SportsSoccerOutlined, colors: ['success', 'info'] },
  ciencia: { icon: ScienceOutlined, colors: ['info', 'success'] },
  festival: { icon: CelebrationOutlined, colors: ['warning', 'error'] },
  workshop: { icon: BuildOutlined, colors: ['primary', 'success'] },
};

const FALLBACK: CategoryLook = { icon: EventOutlined, colors: ['primary', 'secondary'] };

export function categoryLook(category: string): CategoryLook {
  return LOOKS[category] ?? FALLBACK;
}

/** The translated name of a category; one the catalogue does not know yet shows as the server sends it. */
export function categoryLabel(intl: IntlShape, category: string): string {
  const id = `events.category.${category}`;
  return Object.hasOwn(intl.messages, id) ? intl.formatMessage({ id }) : category;
}
