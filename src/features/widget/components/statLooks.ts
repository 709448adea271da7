import ConfirmationNumberOutlined from '@mui/icons-material/ConfirmationNumberOutlined';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import StyleOutlined from '@mui/icons-material/StyleOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import type { WidgetStatKey } from '@/api/contract/widget';
import type { StatTone } from './StatCard';

/** How each stat of the overview looks wherever it shows (stat cards, sparklines). */
export const STAT_LOOKS: Record<WidgetStatKey, { Icon: SvgIconComponent; tone: StatTone }> = {
  events: { Icon: EventAvailableOutlined, tone: 'primary' },
  tickets: { Icon: ConfirmationNumberOutlined, tone: 'secondary' },
  checkins: { Icon: HowToRegOutlined, tone: 'success' },
  students: { Icon: PersonAddAlt1Outlined, tone: 'info' },
  cards: { Icon: StyleOutlined, tone: 'warning' },
  missions: { Icon: EmojiEventsOutlined, tone: 'error' },
};
