import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { InlineLoading } from '../../components/ui/status-screen.tsx';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { rendersShell } from '../public-pages.ts';
import { useAccountTheme } from './use-account-theme.ts';

/** The guard around /dashboard/* (spec §2): a loading state, then visitors go to /sign-in. */
export function DashboardLayout() {
  const auth = useAuth();
  const location = useLocation();
  useAccountTheme();
  // A shell page's prerender shows the page's own placeholders (no data is asked for before the session is known).
  if (auth.status === 'loading' && !rendersShell(location.pathname)) return <InlineLoading message="Checking your session..." />;
  if (auth.status === 'signed-out') return <Navigate to={paths.signIn} replace state={{ from: location.pathname }} />;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      {/* While the session is checked (a signed-in shell), the page is a picture of itself: its
          controls take no input, since the app renders the page anew and what was typed or pressed
          there would be lost. Always the same element, so the page is not mounted again after. */}
      <fieldset disabled={auth.status === 'loading'} role="none" className="m-0 min-w-0 border-0 p-0">
        <Outlet />
      </fieldset>
    </div>
  );
}
