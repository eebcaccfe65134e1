import { deleteMe } from '@chainscribe/contracts/routes';
import type { ApiClient } from '../../../lib/api-client.ts';

/** DELETE /api/users/me: erases the account everywhere; the body repeats the account's email (or phone). */
export function deleteMyAccount(api: ApiClient, email: string) {
  return api.call(deleteMe, { body: { email } });
}
