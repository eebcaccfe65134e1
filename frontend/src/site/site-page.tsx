import type { ComponentType } from 'react';
import { ErrorBoundary } from '../components/ui/error-boundary.tsx';
import { ToastOutlet } from '../components/ui/toaster.tsx';
import type { AppConfig } from '../config/env.ts';
import { AppErrorScreen } from '../app/app-error-screen.tsx';
import { SiteChrome } from '../app/layouts/site-chrome.tsx';
import { SiteHeaderView, visitor } from '../app/layouts/site-header-view.tsx';
import { AppConfigProvider } from '../lib/app-config.tsx';
import { ThemeProvider } from '../lib/theme.tsx';

/**
 * A marketing page as a visitor gets it: the app's chrome, the page, the theme and toasts, with links that
 * load the next page from the server. The build prerenders these pages with this same tree, and
 * the browser hydrates them with it.
 */
export function SitePage({ config, pathname, Page }: { config: AppConfig; pathname: string; Page: ComponentType }) {
  return (
    <ErrorBoundary
      fallback={(error) => <AppErrorScreen message={error.message} />}
      onError={(error) => console.error('The page crashed', error)}
    >
      <AppConfigProvider config={config}>
        <ThemeProvider>
          <SiteChrome pathname={pathname} header={<SiteHeaderView pathname={pathname} account={visitor} />}>
            <Page />
          </SiteChrome>
          <ToastOutlet />
        </ThemeProvider>
      </AppConfigProvider>
    </ErrorBoundary>
  );
}
