import type { PlanId } from '@chainscribe/contracts';

export type PaymentVerification =
  | { phase: 'processing'; message: string }
  | { phase: 'success'; message: string; plan: PlanId }
  /** Our cap on the spec's uncapped 5 s re-check: still waiting, with a clear message. */
  | { phase: 'stalled'; message: string }
  | { phase: 'error'; message: string }
  /** Signed out with no charge in the address: nothing to check until the buyer signs in; not an error. */
  | { phase: 'signed-out'; message: string };

export const STALLED_MESSAGE =
  'Your payment has not been confirmed yet. Crypto payments can take a while to confirm on-chain; your account upgrades automatically as soon as it does, so you can safely leave this page.';
