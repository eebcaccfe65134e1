import { useMutation } from '@tanstack/react-query';
import type { CreatePaymentRequestInput, CreatePaymentResponse } from '@chainscribe/contracts';
import { createPayment as createPaymentCall } from '@chainscribe/contracts/routes';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';

/** POST /api/payment/create (spec §7 call 1): a hosted checkout for the plan. */
export function createPayment(api: ApiClient, input: CreatePaymentRequestInput): Promise<CreatePaymentResponse> {
  return api.call(createPaymentCall, { body: input });
}

export function useCreatePayment() {
  const api = useApi();
  return useMutation({ mutationFn: (input: CreatePaymentRequestInput) => createPayment(api, input) });
}
