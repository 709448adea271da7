import ChildCareOutlined from '@mui/icons-material/ChildCareOutlined';
import ConfirmationNumberOutlined from '@mui/icons-material/ConfirmationNumberOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PercentOutlined from '@mui/icons-material/PercentOutlined';
import QrCode2Outlined from '@mui/icons-material/QrCode2Outlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import StyleOutlined from '@mui/icons-material/StyleOutlined';
import AudiencePage from '../components/AudiencePage';
import type { AudienceContent } from '../components/types';

const CONTENT: AudienceContent = {
  hero: {
    kickerId: 'landing.families.hero.kicker',
    titleId: 'landing.families.hero.title',
    subtitleId: 'landing.families.hero.subtitle',
    actions: [
      { to: '/register?role=2', labelId: 'landing.families.cta.register', arrow: true },
      { to: '/eventos', labelId: 'landing.families.cta.events', variant: 'outlined' },
    ],
    highlightsTitleId: 'landing.families.highlights.title',
    highlights: [
      { icon: PaymentsOutlined, labelId: 'landing.families.highlights.payment' },
      { icon: QrCode2Outlined, labelId: 'landing.families.highlights.qr' },
      { icon: ChildCareOutlined, labelId: 'landing.families.highlights.kids' },
    ],
  },
  features: {
    titleId: 'landing.families.features.title',
    subtitleId: 'landing.families.features.subtitle',
    items: [
      {
        icon: ConfirmationNumberOutlined,
        titleId: 'landing.families.features.tickets.title',
        bodyId: 'landing.families.features.tickets.body',
      },
      {
        icon: PercentOutlined,
        titleId: 'landing.families.features.halfPrice.title',
        bodyId: 'landing.families.features.halfPrice.body',
      },
      {
        icon: SchoolOutlined,
        titleId: 'landing.families.features.courses.title',
        bodyId: 'landing.families.features.courses.body',
      },
      {
        icon: StyleOutlined,
        titleId: 'landing.families.features.cards.title',
        bodyId: 'landing.families.features.cards.body',
      },
    ],
  },
  steps: {
    titleId: 'landing.families.steps.title',
    items: [
      { titleId: 'landing.families.steps.account.title', bodyId: 'landing.families.steps.account.body' },
      { titleId: 'landing.families.steps.choose.title', bodyId: 'landing.families.steps.choose.body' },
      { titleId: 'landing.families.steps.enter.title', bodyId: 'landing.families.steps.enter.body' },
    ],
  },
  faq: {
    titleId: 'landing.families.faq.title',
    items: [
      { questionId: 'landing.families.faq.print.q', answerId: 'landing.families.faq.print.a' },
      { questionId: 'landing.families.faq.halfPrice.q', answerId: 'landing.families.faq.halfPrice.a' },
      { questionId: 'landing.families.faq.cancel.q', answerId: 'landing.families.faq.cancel.a' },
      { questionId: 'landing.families.faq.children.q', answerId: 'landing.families.faq.children.a' },
      { questionId: 'landing.families.faq.payment.q', answerId: 'landing.families.faq.payment.a' },
    ],
  },
  cta: {
    titleId: 'landing.families.final.title',
    bodyId: 'landing.families.final.body',
    actions: [
      { to: '/register?role=2', labelId: 'landing.families.cta.register', arrow: true },
      { to: '/eventos', labelId: 'landing.families.cta.events', variant: 'outlined' },
    ],
  },
};

export default function FamiliesPage() {
  return <AudiencePage content={CONTENT} />;
}
