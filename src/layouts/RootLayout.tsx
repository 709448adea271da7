import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import PageProgress from '@/components/PageProgress';
import { BRAND } from '@/config';
import { useRouteHandle } from '@/hooks/useRouteHandle';

/** Outermost element: page-load progress, document title and scroll restoration for every page. */
export default function RootLayout() {
  const navigation = useNavigation();
  const handle = useRouteHandle();
  const intl = useIntl();
  const title = handle ? intl.formatMessage({ id: handle.titleId }) : null;

  useEffect(() => {
    document.title = title ? `${title} | ${BRAND}` : BRAND;
  }, [title]);

  return (
    <>
      {navigation.state !== 'idle' && <PageProgress />}
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
