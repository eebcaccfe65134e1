import type { PaymentProvider, PaymentStatus } from '@chainscribe/contracts';
import type { PaymentDoc } from '../payment.model.ts';

export interface CheckoutRequest {
  chargeId: string;
  userId: string;
  amount: number;
  currency: 'USD';
  description: string;
  payCurrency?: string | undefined;
  successUrl: string;
  cancelUrl: string;
  callbackUrl: string;
}

/** What a verified webhook delivery says, in our terms. */
export interface ProviderNotice {
  /** Unique per delivery of a state change; redeliveries repeat it. */
  eventId: string;
  chargeId: string;
  status: PaymentStatus;
  amount: number;
  currency: string;
  payCurrency: string | null;
  providerPaymentId: string | null;
}

export interface ProviderState {
  status: PaymentStatus;
  amount: number | null;
  currency: string | null;
  providerPaymentId: string | null;
}

/** A webhook that failed authentication or validation: nothing changes, the sender gets 4xx. */
export class WebhookRejected extends Error {
  readonly status: 400 | 401;
  constructor(status: 400 | 401, message: string) {
    super(message);
    this.name = 'WebhookRejected';
    this.status = status;
  }
}

/** The port every crypto payment provider adapter implements (ARCHITECTURE §5). */
export interface PaymentProviderPort {
  readonly name: PaymentProvider;
  createCheckout(request: CheckoutRequest): Promise<{ checkoutUrl: string; invoiceId: string | null }>;
  /** Verifies the signature over the raw body, then reads the delivery. Throws WebhookRejected. */
  parseWebhook(rawBody: Buffer, headers: Record<string, string | undefined>, now: Date): ProviderNotice;
  /** The charge's state straight from the provider, never from the browser. */
  fetchState(payment: PaymentDoc): Promise<ProviderState>;
}
