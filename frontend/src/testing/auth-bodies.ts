import { signIn } from '@chainscribe/contracts';
import type { SignInRequest } from '@chainscribe/contracts';

/** What the server receives for an email sign-in, as the contract defines it. */
export function signInRequestBody(email: string, password: string): SignInRequest {
  return signIn.request.parse({ email, password });
}
