import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import ConfirmationNumberOutlined from '@mui/icons-material/ConfirmationNumberOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import QrCodeScannerOutlined from '@mui/icons-material/QrCodeScannerOutlined';
import AudiencePage from '../components/AudiencePage';
import type { AudienceContent } from '../components/types';

const CONTENT: AudienceContent = {
  hero: {
    kickerId: 'landing.companies.hero.kicker',
    titleId: 'landing.companies.hero.title',
    subtitleId: 'landing.companies.hero.subtitle',
    actions: [
      { to: '/register?role=3', labelId: 'landing.companies.cta.register', arrow: true },
      { to: '/login', labelId: 'landing.companies.cta.login', variant: 'outlined' },
    ],
    highlightsTitleId: 'landing.companies.highlights.title',
    highlights: [
      { icon: PaymentsOutlined, labelId: 'landing.companies.highlights.payment' },
      { icon: LocalOfferOutlined, labelId: 'landing.companies.highlights.coupons' },
      { icon: QrCodeScannerOutlined, labelId: 'landing.companies.highlights.checkin' },
    ],
  },
  features: {
    titleId: 'landing.companies.features.title',
    subtitleId: 'landing.companies.features.subtitle',
    items: [
      {
        icon: EventOutlined,
        titleId: 'landing.companies.features.events.title',
        bodyId: 'landing.companies.features.events.body',
      },
      {
        icon: ConfirmationNumberOutlined,
        titleId: 'landing.companies.features.tickets.title',
        bodyId: 'landing.companies.features.tickets.body',
      },
      {
        icon: LocalOfferOutlined,
        titleId: 'landing.companies.features.coupons.title',
        bodyId: 'landing.companies.features.coupons.body',
      },
      {
        icon: InsightsOutlined,
        titleId: 'landing.companies.features.sales.title',
        bodyId: 'landing.companies.features.sales.body',
      },
      {
        icon: AccountBalanceWalletOutlined,
        titleId: 'landing.companies.features.payouts.title',
        bodyId: 'landing.companies.features.payouts.body',
      },
      {
        icon: QrCodeScannerOutlined,
        titleId: 'landing.companies.features.checkin.title',
        bodyId: 'landing.companies.features.checkin.body',
      },
    ],
  },
  steps: {
    titleId: 'landing.companies.steps.title',
    items: [
      { titleId: 'landing.companies.steps.account.title', bodyId: 'landing.companies.steps.account.body' },
      { titleId: 'landing.companies.steps.publish.title', bodyId: 'landing.companies.steps.publish.body' },
      { titleId: 'landing.companies.steps.sell.title', bodyId: 'landing.companies.steps.sell.body' },
    ],
  },
  faq: {
    titleId: 'landing.companies.faq.title',
    items: [
      { questionId: 'landing.companies.faq.fees.q', answerId: 'landing.companies.faq.fees.a' },
      { questionId: 'landing.companies.faq.payout.q', answerId: 'landing.companies.faq.payout.a' },
      { questionId: 'landing.companies.faq.halfPrice.q', answerId: 'landing.companies.faq.halfPrice.a' },
      { questionId: 'landing.companies.faq.refund.q', answerId: 'landing.companies.faq.refund.a' },
      { questionId: 'landing.companies.faq.checkin.q', answerId: 'landing.companies.faq.checkin.a' },
    ],
  },
  cta: {
    titleId: 'landing.companies.final.title',
    bodyId: 'landing.companies.final.body',
    actions: [
      { to: '/register?role=3', labelId: 'landing.companies.cta.register', arrow: true },
      { to: '/login', labelId: 'landing.companies.cta.login', variant: 'outlined' },
    ],
  },
};

export default function CompaniesPage() {
  return <AudiencePage content={CONTENT} />;
}
