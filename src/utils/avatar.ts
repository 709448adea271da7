import { STORAGE_URL } from '@/config';

export const DEFAULT_AVATAR = '/images/avatar-default.svg';

/** The storage base path plus url_perfil; the default image when the user has none. */
export function avatarUrl(urlPerfil: string | null | undefined): string {
  if (!urlPerfil) return DEFAULT_AVATAR;
  if (/^(https?:|data:|blob:)/.test(urlPerfil)) return urlPerfil;
  return `${STORAGE_URL}${urlPerfil}`;
}
