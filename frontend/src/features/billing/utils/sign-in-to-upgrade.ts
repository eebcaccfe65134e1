import { messages } from '@chainscribe/contracts/catalogue';
import { toast } from '../../../lib/toast.ts';

/** What pressing Upgrade without an account says (spec §2), besides `SignInToUpgrade` under the button. */
export function toastSignInToUpgrade(): void {
  toast.error(messages.authenticationRequiredTitle, { description: messages.signInToUpgradePlan });
}
