import { SignIn, SignUp } from '@clerk/clerk-react';
import { paths } from '../../config/paths.ts';

// Clerk's hosted widgets (spec §2: /sign-in/* and /sign-up/*, each linking to the other, then
// /dashboard). Loaded lazily with the rest of the Clerk SDK.

export function ClerkSignIn() {
  return <SignIn routing="path" path={paths.signIn} signUpUrl={paths.signUp} fallbackRedirectUrl={paths.dashboard} />;
}

export function ClerkSignUp() {
  return <SignUp routing="path" path={paths.signUp} signInUrl={paths.signIn} fallbackRedirectUrl={paths.dashboard} />;
}
