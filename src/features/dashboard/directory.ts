import type { SvgIconComponent } from '@mui/icons-material';
import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import ContactsOutlined from '@mui/icons-material/ContactsOutlined';
import DashboardCustomizeOutlined from '@mui/icons-material/DashboardCustomizeOutlined';
import Diversity3Outlined from '@mui/icons-material/Diversity3Outlined';
import FormatListBulletedOutlined from '@mui/icons-material/FormatListBulletedOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import ViewKanbanOutlined from '@mui/icons-material/ViewKanbanOutlined';
import {
  FORM_DEMOS,
  GRID_DEMOS,
  PRICING_PAGES,
  TABLE_DEMOS,
  type TemplateLink,
} from '@/components/templatePages';

// The directory of the template pages on /dashboard/default: what links where, under which title.

export interface AppTile {
  to: string;
  titleId: string;
  descriptionId: string;
  Icon: SvgIconComponent;
}

/** The template apps of the design card, open to every signed-in role (SPEC.md §6). */
export const APPS: readonly AppTile[] = [
  {
    to: '/apps/mail',
    titleId: 'route.mail',
    descriptionId: 'dashboard.default.apps.mail',
    Icon: MailOutlined,
  },
  {
    to: '/apps/chat',
    titleId: 'route.chat.app',
    descriptionId: 'dashboard.default.apps.chat',
    Icon: ChatOutlined,
  },
  {
    to: '/apps/contact/c-card',
    titleId: 'route.contact.card',
    descriptionId: 'dashboard.default.apps.contacts',
    Icon: ContactsOutlined,
  },
  {
    to: '/apps/calendar',
    titleId: 'route.calendar.app',
    descriptionId: 'dashboard.default.apps.calendar',
    Icon: CalendarMonthOutlined,
  },
  {
    to: '/apps/kanban/board',
    titleId: 'route.kanban.board',
    descriptionId: 'dashboard.default.apps.kanban',
    Icon: ViewKanbanOutlined,
  },
  {
    to: '/apps/kanban/backlogs',
    titleId: 'route.kanban.backlogs',
    descriptionId: 'dashboard.default.apps.backlogs',
    Icon: FormatListBulletedOutlined,
  },
  {
    to: '/apps/customer/customer-list',
    titleId: 'dashboard.default.apps.customersTitle',
    descriptionId: 'dashboard.default.apps.customers',
    Icon: PeopleAltOutlined,
  },
  {
    to: '/apps/e-commerce/products',
    titleId: 'dashboard.default.apps.shopTitle',
    descriptionId: 'dashboard.default.apps.shop',
    Icon: StorefrontOutlined,
  },
  {
    to: '/apps/user/social-profile/posts',
    titleId: 'dashboard.default.apps.socialTitle',
    descriptionId: 'dashboard.default.apps.social',
    Icon: Diversity3Outlined,
  },
];

/** The widget pages and the analytics dashboard built from them. */
export const WIDGETS: readonly AppTile[] = [
  {
    to: '/dashboard/analytics',
    titleId: 'route.dashboardAnalytics',
    descriptionId: 'dashboard.default.widgets.analytics',
    Icon: InsightsOutlined,
  },
  {
    to: '/widget/statistics',
    titleId: 'route.widget.statistics',
    descriptionId: 'dashboard.default.widgets.statistics',
    Icon: DashboardCustomizeOutlined,
  },
  {
    to: '/widget/data',
    titleId: 'route.widget.data',
    descriptionId: 'dashboard.default.widgets.data',
    Icon: TableChartOutlined,
  },
  {
    to: '/widget/chart',
    titleId: 'route.widget.chart',
    descriptionId: 'dashboard.default.widgets.chart',
    Icon: BarChartOutlined,
  },
];

/** The sign-in presentations, each in three variants (SPEC.md §2 template pages). */
export const VARIANT_PAGES = [
  { kind: 'login', titleId: 'dashboard.default.pages.login' },
  { kind: 'register', titleId: 'dashboard.default.pages.register' },
  { kind: 'forgot-password', titleId: 'dashboard.default.pages.forgotPassword' },
  { kind: 'check-mail', titleId: 'dashboard.default.pages.checkMail' },
  { kind: 'reset-password', titleId: 'dashboard.default.pages.resetPassword' },
  { kind: 'code-verification', titleId: 'dashboard.default.pages.codeVerification' },
] as const;

export const SINGLE_PAGES = [
  { to: '/pages/coming-soon1', titleId: 'dashboard.default.pages.comingSoon1' },
  { to: '/pages/coming-soon2', titleId: 'dashboard.default.pages.comingSoon2' },
  { to: '/pages/error', titleId: 'dashboard.default.pages.error' },
  { to: '/pages/500', titleId: 'dashboard.default.pages.serverError' },
  { to: '/pages/under-construction', titleId: 'dashboard.default.pages.underConstruction' },
] as const;

export interface LinkGroup {
  titleId: string;
  links: readonly TemplateLink[];
}

/** The shop, the user pages, the form, table and data-grid demos and the pricing pages, by group (titles: boot). */
export const LINK_GROUPS: readonly LinkGroup[] = [
  {
    titleId: 'dashboard.default.links.shop',
    links: [
      { to: '/apps/e-commerce/products', titleId: 'route.shop.products' },
      { to: '/apps/e-commerce/product-list', titleId: 'route.shop.list' },
      { to: '/apps/e-commerce/checkout', titleId: 'route.shop.checkout' },
    ],
  },
  {
    titleId: 'dashboard.default.links.users',
    links: [
      { to: '/apps/user/social-profile/posts', titleId: 'route.user.socialProfile' },
      { to: '/apps/user/account-profile/profile1', titleId: 'route.user.accountProfile1' },
      { to: '/apps/user/account-profile/profile2', titleId: 'route.user.accountProfile2' },
      { to: '/apps/user/account-profile/profile3', titleId: 'route.accountProfile' },
      { to: '/apps/user/card/card1', titleId: 'route.user.card1' },
      { to: '/apps/user/card/card2', titleId: 'route.user.card2' },
      { to: '/apps/user/card/card3', titleId: 'route.user.card3' },
      { to: '/apps/user/list/list1', titleId: 'route.user.list1' },
      { to: '/apps/user/list/list2', titleId: 'route.user.list2' },
    ],
  },
  {
    titleId: 'dashboard.default.links.forms',
    links: FORM_DEMOS,
  },
  {
    titleId: 'dashboard.default.links.tables',
    links: TABLE_DEMOS,
  },
  {
    titleId: 'dashboard.default.links.grids',
    links: GRID_DEMOS,
  },
  {
    titleId: 'dashboard.default.links.pages',
    links: [...PRICING_PAGES, { to: '/sample-page', titleId: 'route.demo.sample' }],
  },
];

/** A tap target of 44 px for the short links ("1", "2", "3"). */
export const TAP = { minWidth: 44, minHeight: 44, display: 'inline-flex', alignItems: 'center' } as const;
