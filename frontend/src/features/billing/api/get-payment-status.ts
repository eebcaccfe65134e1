import type { PaymentStatusAnswer } from '@chainscribe/contracts';
import { getPaymentStatus as getPaymentStatusCall } from '@chainscribe/contracts/routes';
import type { ApiClient } from '../../../lib/api-client.ts';

/** GET /api/payment/status/:chargeId: only the charge's status, no session needed (issue 27). */
export function getPaymentStatus(api: ApiClient, chargeId: string, signal?: AbortSignal): Promise<PaymentStatusAnswer> {
  return api.call(getPaymentStatusCall, { params: { chargeId }, signal });
}
