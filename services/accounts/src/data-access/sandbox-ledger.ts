import { Schema, type Connection, type Model } from 'mongoose';
import type { PaymentStatus } from '@chainscribe/contracts';
import { isDuplicateKeyError } from '@chainscribe/service-kit';

/**
 * The sandbox provider's own books: what its hosted page recorded when the buyer paid. It plays
 * the part of a provider's API when accounts re-checks a charge.
 */
export interface SandboxChargeDoc {
  _id: string;
  status: PaymentStatus;
  amount: number;
  pay_currency: string;
  pay_amount: number | null;
  event_id: string;
  paid_at: Date;
}

const sandboxChargeSchema = new Schema<SandboxChargeDoc>(
  {
    _id: { type: String, required: true },
    status: { type: String, required: true },
    amount: { type: Number, required: true },
    pay_currency: { type: String, required: true },
    pay_amount: { type: Number, default: null },
    event_id: { type: String, required: true },
    paid_at: { type: Date, required: true },
  },
  { versionKey: false, collection: 'sandbox_ledger' },
);

export function createSandboxLedger(connection: Connection) {
  const ledger =
    (connection.models.SandboxCharge as Model<SandboxChargeDoc> | undefined) ??
    connection.model<SandboxChargeDoc>('SandboxCharge', sandboxChargeSchema);
  return {
    find: (chargeId: string) => ledger.findById(chargeId).lean<SandboxChargeDoc>().exec(),
    /**
     * Writes the charge if the books have none yet (the unique id decides a race of two Pays);
     * answers null when it was already paid, so a second Pay is refused rather than repeated.
     */
    async recordFirst(charge: SandboxChargeDoc): Promise<SandboxChargeDoc | null> {
      try {
        await ledger.create(charge);
        return charge;
      } catch (err) {
        if (!isDuplicateKeyError(err)) throw err;
        return null;
      }
    },
  };
}

export type SandboxLedger = ReturnType<typeof createSandboxLedger>;
