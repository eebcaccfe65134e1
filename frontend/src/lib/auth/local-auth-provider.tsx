import { createContext, useContext, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { useApi } from '../api-context.tsx';
import { AuthContext } from './auth-context.ts';
import type { AuthState } from './auth-context.ts';
import { LocalSession } from './local-session.ts';

/** The session the app made before its first render (app/services.ts), when it did. */
export const PreparedSessionContext = createContext<LocalSession | null>(null);

/** Local adapter: our own accounts service issues and refreshes the tokens. */
export function LocalAuthProvider({ children }: { children: ReactNode }) {
  const api = useApi();
  const prepared = useContext(PreparedSessionContext);
  const [session] = useState(() => prepared ?? new LocalSession(api));
  const snapshot = useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);

  useEffect(() => {
    api.setTokenSource(session);
    session.start();
    return () => {
      session.stop();
      api.setTokenSource(null);
    };
  }, [api, session]);

  const value = useMemo<AuthState>(
    () => ({
      mode: 'local',
      status: snapshot.status,
      identity: snapshot.identity,
      getToken: () => session.getToken(),
      signOut: () => session.signOut(),
      local: {
        signIn: (credentials) => session.signIn(credentials),
        signUp: (credentials) => session.signUp(credentials),
      },
    }),
    [snapshot, session],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
