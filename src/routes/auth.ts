import type { PageRoute } from './types';

/** Sign-in pages: a signed-in user is sent to the home page of their role. */
export const authRoutes: readonly PageRoute[] = [
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
