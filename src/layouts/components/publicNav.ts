/** The public site's sections, in the header and in the phone's menu. */
export const PUBLIC_NAV = [
  { to: '/', labelId: 'public.nav.home', end: true },
  { to: '/para-voce', labelId: 'public.nav.families', end: false },
  { to: '/educadores', labelId: 'public.nav.educators', end: false },
  { to: '/empresas', labelId: 'public.nav.companies', end: false },
] as const;
