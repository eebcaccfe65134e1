import { Schema, type Connection, type Model } from 'mongoose';
import type { PaymentProvider, PaymentStatus } from '@chainscribe/contracts';

export interface PaymentDoc {
  _id: string;
  /** Our id for the charge: the provider's order id, the browser's `lastPaymentChargeId`. */
  charge_id: string;
  user_id: string;
  plan: 'premium';
  amount: number;
  currency: 'USD';
  period_days: number;
  provider: PaymentProvider;
  provider_invoice_id: string | null;
  provider_payment_id: string | null;
  checkout_url: string;
  pay_currency: string | null;
  status: PaymentStatus;
  status_history: { status: PaymentStatus; at: Date; source: string }[];
  created_at: Date;
  updated_at: Date;
}

const paymentSchema = new Schema<PaymentDoc>(
  {
    _id: { type: String, required: true },
    charge_id: { type: String, required: true, unique: true },
    user_id: { type: String, required: true, index: true },
    plan: { type: String, required: true },
    amount: { type: Number, required: true },
    currency: { type: String, required: true },
    period_days: { type: Number, required: true },
    provider: { type: String, required: true },
    provider_invoice_id: { type: String, default: null },
    provider_payment_id: { type: String, default: null },
    checkout_url: { type: String, required: true },
    pay_currency: { type: String, default: null },
    status: { type: String, required: true },
    status_history: { type: [{ _id: false, status: String, at: Date, source: String }], default: [] },
    created_at: { type: Date, required: true },
    updated_at: { type: Date, required: true },
  },
  { versionKey: false, collection: 'payments' },
);

export const paymentModel = (connection: Connection): Model<PaymentDoc> =>
  (connection.models.Payment as Model<PaymentDoc> | undefined) ?? connection.model<PaymentDoc>('Payment', paymentSchema);

/** One row per provider delivery we acted on: a redelivery finds its row and does nothing. */
export interface WebhookReceiptDoc {
  _id: string;
  provider: PaymentProvider;
  charge_id: string;
  received_at: Date;
}

const webhookReceiptSchema = new Schema<WebhookReceiptDoc>(
  {
    _id: { type: String, required: true },
    provider: { type: String, required: true },
    charge_id: { type: String, required: true },
    received_at: { type: Date, required: true },
  },
  { versionKey: false, collection: 'webhook_receipts' },
);

export const webhookReceiptModel = (connection: Connection): Model<WebhookReceiptDoc> =>
  (connection.models.WebhookReceipt as Model<WebhookReceiptDoc> | undefined) ??
  connection.model<WebhookReceiptDoc>('WebhookReceipt', webhookReceiptSchema);
