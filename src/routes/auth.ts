import { placeholder, type PageRoute } from './types';

/** Sign-in pages: a signed-in user is sent to the home page of their role. */
export const authRoutes: readonly PageRoute[] = [
  {
    id: 'login',
    path: '/login',
    titleId: 'route.login',
    descriptionId: 'placeholder.login',
    page: placeholder,
  },
  {
    id: 'loginClients',
    path: '/login-clientes',
    titleId: 'route.loginClients',
    descriptionId: 'placeholder.login',
    page: placeholder,
  },
  {
    id: 'register',
    path: '/register',
    titleId: 'route.register',
    descriptionId: 'placeholder.register',
    page: placeholder,
  },
  {
    id: 'forgotPassword',
    path: '/forgot-password',
    titleId: 'route.forgotPassword',
    descriptionId: 'placeholder.forgotPassword',
    page: placeholder,
  },
  {
    id: 'resetPassword',
    path: '/reset-password',
    titleId: 'route.resetPassword',
    descriptionId: 'placeholder.forgotPassword',
    page: placeholder,
  },
  {
    id: 'checkMail',
    path: '/check-mail',
    titleId: 'route.checkMail',
    descriptionId: 'placeholder.forgotPassword',
    page: placeholder,
  },
  {
    id: 'codeVerification',
    path: '/code-verification',
    titleId: 'route.codeVerification',
    descriptionId: 'placeholder.codeVerification',
    page: placeholder,
  },
];
