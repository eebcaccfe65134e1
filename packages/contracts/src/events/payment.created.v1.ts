import { z } from 'zod';
import { paymentProviderSchema, planIdSchema } from '../enums.ts';
import { idSchema } from '../primitives.ts';

/** ISO 4217 or a coin ticker: prices are in USD, payments may be in a coin. */
export const currencyCodeSchema = z.string().regex(/^[A-Z0-9]{3,10}$/);
export const moneyAmountSchema = z.number().positive().finite();

/** A checkout was opened. Business key: chargeId. `amount`/`currency` are the plan price. */
export const paymentCreatedV1 = z.object({
  paymentId: idSchema,
  chargeId: idSchema,
  userId: idSchema,
  plan: planIdSchema,
  amount: moneyAmountSchema,
  currency: currencyCodeSchema,
  provider: paymentProviderSchema,
});
export type PaymentCreatedV1 = z.infer<typeof paymentCreatedV1>;
