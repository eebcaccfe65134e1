import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { SiteChrome } from './site-chrome.tsx';
import { SiteHeader } from './site-header.tsx';

/** The SPA's chrome around every page, with the session's header. */
export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <SiteChrome pathname={pathname} header={<SiteHeader />}>
        <Outlet />
      </SiteChrome>
      <ScrollRestoration />
    </>
  );
}
