import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import CelebrationOutlined from '@mui/icons-material/CelebrationOutlined';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import ShieldOutlined from '@mui/icons-material/ShieldOutlined';
import WifiOffOutlined from '@mui/icons-material/WifiOffOutlined';
import AudiencePage from '../components/AudiencePage';
import type { AudienceContent } from '../components/types';

const CONTENT: AudienceContent = {
  hero: {
    kickerId: 'landing.educators.hero.kicker',
    titleId: 'landing.educators.hero.title',
    subtitleId: 'landing.educators.hero.subtitle',
    actions: [
      { to: '/register?role=4', labelId: 'landing.educators.cta.register', arrow: true },
      { to: '/login', labelId: 'landing.educators.cta.login', variant: 'outlined' },
    ],
    highlightsTitleId: 'landing.educators.highlights.title',
    highlights: [
      { icon: FactCheckOutlined, labelId: 'landing.educators.highlights.attendance' },
      { icon: WifiOffOutlined, labelId: 'landing.educators.highlights.offline' },
      { icon: ShieldOutlined, labelId: 'landing.educators.highlights.lgpd' },
    ],
  },
  features: {
    titleId: 'landing.educators.features.title',
    subtitleId: 'landing.educators.features.subtitle',
    items: [
      {
        icon: FactCheckOutlined,
        titleId: 'landing.educators.features.attendance.title',
        bodyId: 'landing.educators.features.attendance.body',
      },
      {
        icon: GroupsOutlined,
        titleId: 'landing.educators.features.students.title',
        bodyId: 'landing.educators.features.students.body',
      },
      {
        icon: CalendarMonthOutlined,
        titleId: 'landing.educators.features.calendar.title',
        bodyId: 'landing.educators.features.calendar.body',
      },
      {
        icon: ChatOutlined,
        titleId: 'landing.educators.features.chat.title',
        bodyId: 'landing.educators.features.chat.body',
      },
      {
        icon: EmojiEventsOutlined,
        titleId: 'landing.educators.features.missions.title',
        bodyId: 'landing.educators.features.missions.body',
      },
      {
        icon: CelebrationOutlined,
        titleId: 'landing.educators.features.events.title',
        bodyId: 'landing.educators.features.events.body',
      },
    ],
  },
  steps: {
    titleId: 'landing.educators.steps.title',
    items: [
      { titleId: 'landing.educators.steps.school.title', bodyId: 'landing.educators.steps.school.body' },
      { titleId: 'landing.educators.steps.import.title', bodyId: 'landing.educators.steps.import.body' },
      { titleId: 'landing.educators.steps.invite.title', bodyId: 'landing.educators.steps.invite.body' },
    ],
  },
  faq: {
    titleId: 'landing.educators.faq.title',
    items: [
      { questionId: 'landing.educators.faq.price.q', answerId: 'landing.educators.faq.price.a' },
      { questionId: 'landing.educators.faq.offline.q', answerId: 'landing.educators.faq.offline.a' },
      { questionId: 'landing.educators.faq.import.q', answerId: 'landing.educators.faq.import.a' },
      { questionId: 'landing.educators.faq.teachers.q', answerId: 'landing.educators.faq.teachers.a' },
      { questionId: 'landing.educators.faq.privacy.q', answerId: 'landing.educators.faq.privacy.a' },
    ],
  },
  cta: {
    titleId: 'landing.educators.final.title',
    bodyId: 'landing.educators.final.body',
    actions: [
      { to: '/register?role=4', labelId: 'landing.educators.cta.register', arrow: true },
      { to: '/login', labelId: 'landing.educators.cta.login', variant: 'outlined' },
    ],
  },
};

export default function EducatorsPage() {
  return <AudiencePage content={CONTENT} />;
}
