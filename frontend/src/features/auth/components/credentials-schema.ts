import { signIn, signUp } from '@chainscribe/contracts';
import { z } from 'zod';
import type { Credentials } from '../../../lib/auth/auth-context.ts';

const draftSchema = z.object({ method: z.enum(['email', 'phone']), email: z.string(), phone: z.string(), password: z.string() });
export type CredentialsDraft = z.infer<typeof draftSchema>;

/**
 * The form has one identifier input; the contract takes the one in use, or none when it is blank.
 * Its own module, loaded when the form is first reached for, so the sign-in page starts without zod.
 */
export function credentialsSchema(mode: 'sign-in' | 'sign-up') {
  return draftSchema
    .transform(({ method, email, phone, password }): Credentials => {
      const identifier = method === 'email' ? email : phone;
      if (!identifier.trim()) return { password };
      return method === 'email' ? { email, password } : { phone, password };
    })
    .pipe(mode === 'sign-in' ? signIn.request : signUp.request);
}
