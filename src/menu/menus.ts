import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import ConfirmationNumberOutlined from '@mui/icons-material/ConfirmationNumberOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import FamilyRestroomOutlined from '@mui/icons-material/FamilyRestroomOutlined';
import FilterAltOutlined from '@mui/icons-material/FilterAltOutlined';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import HelpOutline from '@mui/icons-material/HelpOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import PeopleOutline from '@mui/icons-material/PeopleOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import StyleOutlined from '@mui/icons-material/StyleOutlined';
import { BRAND_SLUG } from '@/config';
import { isAllowed } from '@/routes/access';
import { ROLES } from '@/store/roles';
import type { MenuItem } from './types';

const help = (url: string): MenuItem => ({
  id: `help-${url}`,
  title: 'menu.help',
  type: 'item',
  url,
  icon: HelpOutline,
});

const adminMenu: MenuItem[] = [
  {
    id: 'admin',
    title: 'menu.group.admin',
    type: 'group',
    children: [
      {
        id: 'admin-users',
        title: 'menu.admin.users',
        type: 'item',
        url: '/admin/usuarios',
        icon: PeopleOutline,
      },
      {
        id: 'admin-events',
        title: 'menu.admin.events',
        type: 'item',
        url: '/admin/eventos',
        icon: EventOutlined,
      },
      {
        id: 'admin-courses',
        title: 'menu.admin.courses',
        type: 'item',
        url: '/admin/cursos',
        icon: SchoolOutlined,
      },
      {
        id: 'admin-cards',
        title: 'menu.cards',
        type: 'item',
        url: `/admin/${BRAND_SLUG}`,
        icon: StyleOutlined,
      },
      {
        id: 'admin-missions',
        title: 'menu.admin.missions',
        type: 'collapse',
        icon: FlagOutlined,
        children: [
          {
            id: 'admin-missions-summary',
            title: 'menu.admin.missionsOverview',
            type: 'item',
            url: '/admin/missoes/resumo',
            icon: InsightsOutlined,
          },
          {
            id: 'admin-missions-list',
            title: 'menu.admin.missionsList',
            type: 'item',
            url: '/admin/missoes',
            icon: ListAltOutlined,
          },
        ],
      },
      {
        id: 'admin-finance',
        title: 'menu.finance',
        type: 'item',
        url: '/admin/financeiro',
        icon: AccountBalanceWalletOutlined,
      },
      {
        id: 'admin-funnel',
        title: 'menu.admin.funnel',
        type: 'item',
        url: '/admin/mindset-funnel',
        icon: FilterAltOutlined,
      },
      help('/admin/ajuda'),
    ],
  },
];

const clientMenu: MenuItem[] = [
  {
    id: 'client',
    title: 'menu.group.client',
    type: 'group',
    children: [
      {
        id: 'client-welcome',
        title: 'menu.client.welcome',
        type: 'item',
        url: '/cliente/boas-vindas',
        icon: HomeOutlined,
      },
      {
        id: 'client-tickets',
        title: 'menu.client.tickets',
        type: 'item',
        url: '/cliente/ingressos',
        icon: ConfirmationNumberOutlined,
      },
      {
        id: 'client-dependents',
        title: 'menu.client.dependents',
        type: 'item',
        url: '/cliente/dependentes',
        icon: FamilyRestroomOutlined,
      },
      {
        id: 'client-courses',
        title: 'menu.client.courses',
        type: 'item',
        url: '/cliente/cursos',
        icon: SchoolOutlined,
      },
      help('/cliente/ajuda'),
    ],
  },
];

const producerMenu: MenuItem[] = [
  {
    id: 'producer',
    title: 'menu.group.producer',
    type: 'group',
    children: [
      {
        id: 'producer-events',
        title: 'menu.producer.events',
        type: 'item',
        url: '/produtor/meus-eventos',
        icon: EventOutlined,
      },
      {
        id: 'producer-courses',
        title: 'menu.producer.courses',
        type: 'item',
        url: '/produtor/meus-cursos',
        icon: SchoolOutlined,
      },
      {
        id: 'producer-sales',
        title: 'menu.producer.sales',
        type: 'item',
        url: '/produtor/ingressos',
        icon: ConfirmationNumberOutlined,
      },
      {
        id: 'producer-finance',
        title: 'menu.finance',
        type: 'item',
        url: '/produtor/financeiro',
        icon: AccountBalanceWalletOutlined,
      },
      help('/produtor/ajuda'),
    ],
  },
];

const companyMenu: MenuItem[] = [
  {
    id: 'company',
    title: 'menu.group.company',
    type: 'group',
    children: [
      {
        id: 'company-dashboard',
        title: 'menu.company.dashboard',
        type: 'item',
        url: '/empresa/dashboard-escola',
        icon: DashboardOutlined,
      },
      {
        id: 'company-cards',
        title: 'menu.cards',
        type: 'item',
        url: `/empresa/${BRAND_SLUG}`,
        icon: StyleOutlined,
      },
      {
        id: 'company-calendar',
        title: 'menu.company.calendar',
        type: 'item',
        url: '/empresa/calendario',
        icon: CalendarMonthOutlined,
      },
      {
        id: 'company-students',
        title: 'menu.company.students',
        type: 'item',
        url: '/empresa/gestao-alunos',
        icon: GroupsOutlined,
      },
      {
        id: 'company-checkin',
        title: 'menu.company.checkin',
        type: 'item',
        url: '/empresa/check-in-aulas',
        icon: HowToRegOutlined,
      },
      {
        id: 'company-chat',
        title: 'menu.company.chat',
        type: 'item',
        url: '/empresa/chat',
        icon: ChatOutlined,
      },
      help('/empresa/ajuda'),
    ],
  },
  {
    id: 'company-admin',
    title: 'menu.group.companyAdmin',
    type: 'group',
    children: [
      {
        id: 'company-school',
        title: 'menu.company.school',
        type: 'item',
        url: '/empresa/gestao-escola',
        icon: ApartmentOutlined,
      },
      {
        id: 'company-courses',
        title: 'menu.company.courses',
        type: 'item',
        url: '/empresa/cursos',
        icon: MenuBookOutlined,
      },
      {
        id: 'company-teachers',
        title: 'menu.company.teachers',
        type: 'item',
        url: '/empresa/professores',
        icon: BadgeOutlined,
      },
      {
        id: 'company-events',
        title: 'menu.company.events',
        type: 'item',
        url: '/empresa/eventos',
        icon: EventOutlined,
      },
      {
        id: 'company-finance',
        title: 'menu.finance',
        type: 'item',
        url: '/empresa/financeiro',
        icon: AccountBalanceWalletOutlined,
      },
    ],
  },
];

const defaultMenu: MenuItem[] = [
  {
    id: 'dashboard',
    title: 'menu.group.dashboard',
    type: 'group',
    children: [
      {
        id: 'dashboard-default',
        title: 'menu.dashboardDefault',
        type: 'item',
        url: '/dashboard/default',
        icon: DashboardOutlined,
      },
    ],
  },
];

const MENUS: Record<string, MenuItem[]> = {
  [ROLES.admin]: adminMenu,
  [ROLES.client]: clientMenu,
  [ROLES.producer]: producerMenu,
  [ROLES.company]: companyMenu,
};

/** The menu as SPEC.md §2 lists it for a role; any other role gets the single default dashboard entry. */
export function menuForRole(role: string | null | undefined): MenuItem[] {
  return filterAllowed((role != null && MENUS[role]) || defaultMenu, role);
}

/** Drops entries whose route the role may not open, so the route table alone decides access. */
function filterAllowed(items: MenuItem[], role: string | null | undefined): MenuItem[] {
  return items.flatMap((item) => {
    if (item.children) {
      const children = filterAllowed(item.children, role);
      return children.length > 0 ? [{ ...item, children }] : [];
    }
    if (item.url && !item.external && !isAllowed(item.url, role)) return [];
    return [item];
  });
}

/** Every entry with a link, in menu order. */
export function flattenMenu(items: MenuItem[]): MenuItem[] {
  return items.flatMap((item) => (item.children ? flattenMenu(item.children) : item.url ? [item] : []));
}

/** The entry the path belongs to: the longest link the path starts with (on a segment boundary). */
export function activeItemId(items: MenuItem[], pathname: string): string | null {
  let best: MenuItem | null = null;
  for (const item of flattenMenu(items)) {
    const url = item.url ?? '';
    const matches = pathname === url || pathname.startsWith(url.endsWith('/') ? url : `${url}/`);
    if (matches && (!best || url.length > (best.url ?? '').length)) best = item;
  }
  return best?.id ?? null;
}
