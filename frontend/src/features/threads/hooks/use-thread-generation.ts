import { useState } from 'react';
import { messages } from '@chainscribe/contracts/catalogue';
import { generateThread } from '@chainscribe/contracts/routes';
import type { TokenData } from '@chainscribe/contracts';
import { errorMessage } from '../../../lib/api-client.ts';
import { checkRequest } from '../../../lib/check-request.ts';
import { toast } from '../../../lib/toast.ts';
import { useGenerateThread } from '../api/generate-thread.ts';
import { buildThreadRequest, threadTitle } from '../utils/build-thread-request.ts';
import type { ThreadForm } from '../utils/thread-options.ts';
import type { GeneratedThread } from '../components/thread-preview.tsx';

/**
 * One thread generation: the request is checked against the contract first, and a start clears the
 * prior error and thread (spec §4). Personalisation is the server's: it reads the user's saved
 * settings and library, so the browser sends only the form.
 */
export function useThreadGeneration({ onDone }: { onDone: () => void }) {
  const generation = useGenerateThread();
  const [thread, setThread] = useState<GeneratedThread | null>(null);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const error =
    invalid ?? (generation.isError ? errorMessage(generation.error, messages.failedToGenerateThread) || messages.anErrorOccurred : null);

  const generate = async (form: ThreadForm, tokenData: TokenData | undefined, templateId: string | null) => {
    if (checking || generation.isPending) return;
    const body = buildThreadRequest(form, tokenData, templateId);
    setChecking(true);
    const checked = await checkRequest(generateThread, body).finally(() => setChecking(false));
    if (!checked.ok) {
      setInvalid(checked.message);
      return;
    }
    setInvalid(null);
    setThread(null);
    generation.mutate(body, {
      onSuccess: (data) => {
        setThread({
          tweets: data.thread,
          enhancedFeatures: data.enhancedFeatures,
          title: threadTitle(form),
          generatedAt: new Date(),
          libraryId: data.threadId,
        });
        onDone();
        toast.success('Thread generated!');
      },
    });
  };

  return { generate, thread, error, busy: checking || generation.isPending, progress: generation.progress };
}
