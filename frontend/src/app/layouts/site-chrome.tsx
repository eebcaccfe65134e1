import type { ReactNode } from 'react';
import { paths } from '../../config/paths.ts';
import { SiteFooter } from './site-footer.tsx';

/** The chrome both bundles render around a page: skip link, top navigation, the page, and the footer (hidden on /, spec §2). */
export function SiteChrome({ pathname, header, children }: { pathname: string; header: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-[60] rounded-lg bg-primary px-4 py-2 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      {header}
      {/* At least a screen tall (less the 4rem header): the footer starts below the fold, so content that
          arrives later (a lazy page, a loading state ending) never pushes it across the screen (CLS). */}
      <main id="main" tabIndex={-1} className="min-h-[calc(100dvh-4rem)] flex-1 focus:outline-none">
        {children}
      </main>
      {pathname === paths.home ? null : <SiteFooter />}
    </div>
  );
}
