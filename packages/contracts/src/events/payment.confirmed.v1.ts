import { z } from 'zod';
import { paymentProviderSchema, planIdSchema } from '../enums.ts';
import { idSchema, isoDateTimeSchema } from '../primitives.ts';
import { currencyCodeSchema, moneyAmountSchema } from './payment.created.v1.ts';

/**
 * The provider confirmed the charge (signature, amount and currency checked). Business key:
 * chargeId, so a redelivered webhook or a racing activate-subscription yields the same event id.
 */
export const paymentConfirmedV1 = z.object({
  paymentId: idSchema,
  chargeId: idSchema,
  userId: idSchema,
  plan: planIdSchema,
  amount: moneyAmountSchema,
  currency: currencyCodeSchema,
  provider: paymentProviderSchema,
  providerEventId: idSchema,
  confirmedAt: isoDateTimeSchema,
  periodDays: z.literal(30),
});
export type PaymentConfirmedV1 = z.infer<typeof paymentConfirmedV1>;
