/** Role codes as the API sends them in userdto.role. */
export const ROLES = { admin: '0', client: '2', producer: '3', company: '4' } as const;
export type RoleCode = (typeof ROLES)[keyof typeof ROLES];

const HOME_BY_ROLE: Record<string, string> = {
  [ROLES.admin]: '/admin/usuarios',
  [ROLES.client]: '/cliente/boas-vindas',
  [ROLES.producer]: '/produtor/meus-eventos',
  [ROLES.company]: '/empresa/professores',
};
export const DEFAULT_HOME = '/dashboard/default';

export function homeForRole(role: string | null | undefined): string {
  return (role != null && HOME_BY_ROLE[role]) || DEFAULT_HOME;
}

export function isKnownRole(role: string | null | undefined): role is RoleCode {
  return role != null && Object.values(ROLES).includes(role as RoleCode);
}

/** The message id of a role's name: codes without an area of their own (e.g. '1') are "role.other". */
export function roleLabelId(role: string | null | undefined): string {
  return isKnownRole(role) ? `role.${role}` : 'role.other';
}
