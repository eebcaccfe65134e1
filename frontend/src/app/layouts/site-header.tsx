import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { isPremiumUser, useMe } from '../../lib/current-user/get-me.ts';
import { rendersShell } from '../public-pages.ts';
import { SiteHeaderView } from './site-header-view.tsx';

/** The SPA's header: the session's account, and signing out back to the landing page. */
export function SiteHeader() {
  const auth = useAuth();
  const me = useMe();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const signOut = async () => {
    await auth.signOut();
    void navigate(paths.home, { replace: true });
  };

  return (
    <SiteHeaderView
      pathname={pathname}
      account={{
        signedIn: auth.status === 'signed-in' || (auth.status === 'loading' && rendersShell(pathname)),
        premium: isPremiumUser(me.data),
        email: auth.identity?.email ?? null,
        onSignOut: () => void signOut(),
      }}
    />
  );
}
