import {
  AUTH_VARIANT_KINDS,
  AUTH_VARIANTS,
  authVariantPath,
  type AuthVariantKind,
} from '@/features/auth/variants/authVariants';
import type { PageRoute } from './types';

const signInRoutes: readonly PageRoute[] = [
  {
    id: 'login',
    path: '/login',
    titleId: 'route.login',
    messages: ['auth', 'validation'],
    page: () => import('@/features/auth/pages/LoginPage'),
  },
  {
    id: 'loginClients',
    path: '/login-clientes',
    titleId: 'route.loginClients',
    messages: ['auth', 'validation'],
    page: () => import('@/features/auth/pages/ClientLoginPage'),
  },
  {
    id: 'register',
    path: '/register',
    titleId: 'route.register',
    messages: ['auth', 'validation'],
    page: () => import('@/features/auth/pages/RegisterPage'),
  },
  {
    id: 'forgotPassword',
    path: '/forgot-password',
    titleId: 'route.forgotPassword',
    messages: ['auth', 'validation'],
    page: () => import('@/features/auth/pages/ForgotPasswordPage'),
  },
  {
    id: 'resetPassword',
    path: '/reset-password',
    titleId: 'route.resetPassword',
    messages: ['auth', 'validation'],
    page: () => import('@/features/auth/pages/ResetPasswordPage'),
  },
  {
    id: 'checkMail',
    path: '/check-mail',
    titleId: 'route.checkMail',
    messages: ['auth'],
    page: () => import('@/features/auth/pages/CheckMailPage'),
  },
  {
    id: 'codeVerification',
    path: '/code-verification',
    titleId: 'route.codeVerification',
    messages: ['auth', 'validation'],
    page: () => import('@/features/auth/pages/CodeVerificationPage'),
  },
];

/** The plain route whose page each template presentation shows. */
const PRESENTED: Record<AuthVariantKind, string> = {
  login: 'login',
  register: 'register',
  'forgot-password': 'forgotPassword',
  'check-mail': 'checkMail',
  'reset-password': 'resetPassword',
  'code-verification': 'codeVerification',
};

/**
 * The template's presentations (SPEC.md §2: /pages/login/login1..3 …): the same page and messages as
 * the plain route, framed by the presentation its path names (AuthCard reads it).
 */
const variantRoutes: PageRoute[] = AUTH_VARIANT_KINDS.flatMap((kind) => {
  const plain = signInRoutes.find((route) => route.id === PRESENTED[kind]);
  if (!plain) throw new Error(`No sign-in route ${PRESENTED[kind]}`);
  return AUTH_VARIANTS.map((variant) => ({
    ...plain,
    id: `template-${kind}${String(variant)}`,
    path: authVariantPath(kind, variant),
    titleId: `route.template.${kind}`,
  }));
});

/** Sign-in pages: a signed-in user is sent to the home page of their role. */
export const authRoutes: readonly PageRoute[] = [...signInRoutes, ...variantRoutes];
