import { createContext, useContext } from 'react';
import type { AuthMode, SignInRequest } from '@chainscribe/contracts';

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

/** Who is signed in, as far as the identity provider tells us (the user row comes from /api/users/me). */
export interface AuthIdentity {
  /** Identity-provider subject: the local user id or the Clerk user id (the row's `clerk_id`). */
  id: string;
  email: string | null;
}

/** Email or phone plus a password (spec §5). */
export type Credentials = Pick<SignInRequest, 'email' | 'phone' | 'password'>;

/** Our own sign-in and sign-up forms exist only in local mode; Clerk brings its own widgets. */
export interface LocalAuthActions {
  signIn(credentials: Credentials): Promise<void>;
  signUp(credentials: Credentials): Promise<void>;
}

/** One shape over both adapters, so no screen knows which provider is behind it. */
export interface AuthState {
  mode: AuthMode;
  status: AuthStatus;
  identity: AuthIdentity | null;
  /** A current access token (refreshed first when close to expiry), or null when signed out. */
  getToken(): Promise<string | null>;
  signOut(): Promise<void>;
  local: LocalAuthActions | null;
}

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside an auth provider');
  return auth;
}
