import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { inVariant, variantOfPath, type AuthVariant } from './authVariants';

export interface AuthVariantLinks {
  /** The presentation on screen, null on the plain sign-in pages. */
  variant: AuthVariant | null;
  /** A sign-in link kept in that presentation (login2 → register2 → code-verification2…). */
  to: (path: string) => string;
}

export function useAuthVariant(): AuthVariantLinks {
  const variant = variantOfPath(useLocation().pathname);
  const to = useCallback((path: string) => inVariant(path, variant), [variant]);
  return { variant, to };
}
