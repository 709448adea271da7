import { ROLES, type RoleCode } from '@/store/roles';

/**
 * What each role sees in its menu (message ids, in menu order) and where it lands after signing in.
 * Mirrors src/menu/menus.ts, which features may not import; tests/integration/adminUsers.test.tsx
 * fails if the two drift apart.
 */
export const ROLE_MENU: Record<RoleCode, readonly string[]> = {
  [ROLES.admin]: [
    'menu.admin.users',
    'menu.admin.events',
    'menu.admin.courses',
    'menu.cards',
    'menu.admin.missionsOverview',
    'menu.admin.missionsList',
    'menu.finance',
    'menu.admin.funnel',
    'menu.help',
  ],
  [ROLES.client]: [
    'menu.client.welcome',
    'menu.client.tickets',
    'menu.client.dependents',
    'menu.client.courses',
    'menu.help',
  ],
  [ROLES.producer]: [
    'menu.producer.events',
    'menu.producer.courses',
    'menu.producer.sales',
    'menu.finance',
    'menu.help',
  ],
  [ROLES.company]: [
    'menu.company.dashboard',
    'menu.cards',
    'menu.company.calendar',
    'menu.company.students',
    'menu.company.checkin',
    'menu.company.chat',
    'menu.help',
    'menu.company.school',
    'menu.company.courses',
    'menu.company.teachers',
    'menu.company.events',
    'menu.finance',
  ],
};

/** The page each role opens on (its route title id), as homeForRole sends it. */
export const ROLE_HOME_TITLE: Record<RoleCode, string> = {
  [ROLES.admin]: 'route.admin.users',
  [ROLES.client]: 'route.client.welcome',
  [ROLES.producer]: 'route.producer.events',
  [ROLES.company]: 'route.company.teachers',
};

export const ROLE_CODES: readonly RoleCode[] = [ROLES.admin, ROLES.client, ROLES.producer, ROLES.company];

/** What a user gains and loses in the menu when their role changes. */
export function roleChange(from: string, to: RoleCode): { gains: string[]; losses: string[] } {
  // A role without an area of its own has no menu: everything of the new role is a gain.
  const was: readonly string[] = isRoleCode(from) ? ROLE_MENU[from] : [];
  const before = new Set(was);
  const after = new Set(ROLE_MENU[to]);
  return {
    gains: ROLE_MENU[to].filter((id) => !before.has(id)),
    losses: was.filter((id) => !after.has(id)),
  };
}

export function isRoleCode(value: string): value is RoleCode {
  return (ROLE_CODES as readonly string[]).includes(value);
}
