import type { Connection } from 'mongoose';
import { fencedUpdateOne, isDuplicateKeyError, type Locks } from '@chainscribe/service-kit';
import type { PaymentStatus } from '@chainscribe/contracts';
import { paymentModel, webhookReceiptModel, type PaymentDoc } from './payment.model.ts';

/** Status order: a payment only moves forward; a late 'failed' never undoes 'confirmed'. */
const rank: Record<PaymentStatus, number> = { pending: 0, partially_paid: 1, confirmed: 2, failed: 2, expired: 2, refunded: 3 };

export function createPaymentsRepository(connection: Connection, locks: Locks) {
  const payments = paymentModel(connection);
  const receipts = webhookReceiptModel(connection);
  return {
    async init(): Promise<void> {
      await Promise.all([payments.init(), receipts.init()]);
    },
    async insert(payment: PaymentDoc): Promise<void> {
      await payments.create(payment);
    },
    findByChargeId: (chargeId: string) => payments.findOne({ charge_id: chargeId }).lean<PaymentDoc>().exec(),

    setProviderIds: (chargeId: string, ids: { invoiceId?: string | null; paymentId?: string | null }, now: Date) =>
      locks.withLock(`payment:${chargeId}`, async (lease) => {
        const set: Record<string, unknown> = { updated_at: now };
        if (ids.invoiceId) set.provider_invoice_id = ids.invoiceId;
        if (ids.paymentId) set.provider_payment_id = ids.paymentId;
        await fencedUpdateOne(payments.collection, lease, { charge_id: chargeId }, { $set: set });
      }),

    /** Moves the status forward only (under the payment's lock); answers whether it moved. Safe to repeat. */
    advance: (chargeId: string, status: PaymentStatus, source: string, now: Date) =>
      locks.withLock(`payment:${chargeId}`, async (lease) => {
        const payment = await payments.findOne({ charge_id: chargeId }).lean<PaymentDoc>().exec();
        if (!payment || rank[payment.status] >= rank[status]) return false;
        await fencedUpdateOne(
          payments.collection,
          lease,
          { charge_id: chargeId },
          { $set: { status, updated_at: now }, $push: { status_history: { status, at: now, source } } },
        );
        return true;
      }),

    hasReceipt: async (id: string) => (await receipts.exists({ _id: id })) !== null,
    async recordReceipt(id: string, provider: PaymentDoc['provider'], chargeId: string, now: Date): Promise<void> {
      try {
        await receipts.create({ _id: id, provider, charge_id: chargeId, received_at: now });
      } catch (err) {
        if (!isDuplicateKeyError(err)) throw err;
      }
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
