import { useEffect, useMemo } from 'react';
import type { ReactNode } from 'react';
import { ClerkProvider, useAuth as useClerkAuth, useUser } from '@clerk/clerk-react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { useApi } from '../api-context.tsx';
import { AuthContext } from './auth-context.ts';
import type { AuthState } from './auth-context.ts';

// Loaded lazily, only in clerk mode, so local builds never download the Clerk SDK.

/** Clerk's widgets follow the app's palette instead of their light default. */
const appearance = {
  variables: {
    colorPrimary: '#8b5cf6',
    colorBackground: '#0c111c',
    colorText: '#e8edf7',
    colorTextSecondary: '#8f9ab0',
    colorInputBackground: '#111827',
    colorInputText: '#e8edf7',
    borderRadius: '0.75rem',
  },
};

function ClerkBridge({ children }: { children: ReactNode }) {
  const api = useApi();
  const { isLoaded, isSignedIn, userId, getToken, signOut } = useClerkAuth();
  const { user } = useUser();

  useEffect(() => {
    api.setTokenSource({
      getToken: () => getToken(),
      refreshAfterUnauthorized: () => getToken({ skipCache: true }),
    });
    return () => api.setTokenSource(null);
  }, [api, getToken]);

  const email = user?.primaryEmailAddress?.emailAddress ?? null;
  const value = useMemo<AuthState>(
    () => ({
      mode: 'clerk',
      // Clerk reports a pending session as signed out (spec §4).
      status: !isLoaded ? 'loading' : isSignedIn && userId ? 'signed-in' : 'signed-out',
      identity: isSignedIn && userId ? { id: userId, email } : null,
      getToken: () => getToken(),
      signOut: () => signOut({ redirectUrl: paths.home }),
      local: null,
    }),
    [isLoaded, isSignedIn, userId, email, getToken, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export default function ClerkAuthProvider({ publishableKey, children }: { publishableKey: string; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <ClerkProvider
      publishableKey={publishableKey}
      routerPush={(to) => navigate(to)}
      routerReplace={(to) => navigate(to, { replace: true })}
      signInUrl={paths.signIn}
      signUpUrl={paths.signUp}
      signInFallbackRedirectUrl={paths.dashboard}
      signUpFallbackRedirectUrl={paths.dashboard}
      afterSignOutUrl={paths.home}
      appearance={appearance}
    >
      <ClerkBridge>{children}</ClerkBridge>
    </ClerkProvider>
  );
}
