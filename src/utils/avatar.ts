import { storageUrl } from '@/api/storage';

export const DEFAULT_AVATAR = '/images/avatar-default.svg';

/** The storage base path plus url_perfil; the default image when the user has none. */
export function avatarUrl(urlPerfil: string | null | undefined): string {
  return storageUrl(urlPerfil) ?? DEFAULT_AVATAR;
}
