import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorCodes } from '@chainscribe/contracts/catalogue';
import { generateThread } from '@chainscribe/contracts/routes';
import type { GenerateThreadRequestInput, GenerateThreadResponse, GetThreadPlanResponse } from '@chainscribe/contracts';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { runGeneration } from '../../../lib/generation/run-generation.ts';
import type { GenerationProgress } from '../../../lib/generation/run-generation.ts';
import { threadPlanQueryKey } from './get-thread-plan.ts';

/**
 * POST /api/threads/generate (spec §7 call 9), asked to answer asynchronously so the page can
 * show the worker's progress while it follows the job.
 */
export function generateThreadRequest(
  api: ApiClient,
  body: GenerateThreadRequestInput,
  onProgress: (progress: GenerationProgress) => void,
): Promise<GenerateThreadResponse> {
  return runGeneration(api, generateThread, { body, respondAsync: true, onProgress });
}

export function useGenerateThread() {
  const api = useApi();
  const auth = useAuth();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<GenerationProgress | null>(null);
  const planKey = threadPlanQueryKey(auth.identity?.id);

  const mutation = useMutation({
    mutationFn: (body: GenerateThreadRequestInput) => generateThreadRequest(api, body, setProgress),
    onMutate: () => setProgress({ status: 'queued', progress: 0 }),
    onSuccess: (data) => {
      // Spec §4: one more thread today, and the server's word on what remains.
      queryClient.setQueryData<GetThreadPlanResponse>(planKey, (plan) =>
        plan ? { ...plan, usage: { threadsToday: plan.usage.threadsToday + 1, remaining: data.usage.remaining } } : plan,
      );
      void queryClient.invalidateQueries({ queryKey: ['threads', 'history'] });
      void queryClient.invalidateQueries({ queryKey: ['analytics'] });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === errorCodes.threadLimitReached)
        void queryClient.invalidateQueries({ queryKey: planKey });
    },
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}
