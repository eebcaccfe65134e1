import { useState } from 'react';
import { toast } from 'sonner';
import { generateThread, messages } from '@chainscribe/contracts';
import type { TokenData } from '@chainscribe/contracts';
import { errorMessage } from '../../../lib/api-client.ts';
import { checkRequest } from '../../../lib/check-request.ts';
import { readLearningHistory, recordLearning } from '../../../lib/personalization/learning-history.ts';
import { readPersonalizationEnabled } from '../../../lib/personalization/preference.ts';
import { sessionStartedAt } from '../../../lib/personalization/session.ts';
import { buildThreadContext, readBrowserFacts } from '../../../lib/personalization/thread-context.ts';
import type { InteractionCounts } from '../../../lib/personalization/thread-context.ts';
import { useGenerateThread } from '../api/generate-thread.ts';
import { buildThreadRequest, threadTitle } from '../utils/build-thread-request.ts';
import type { ThreadForm } from '../utils/thread-options.ts';
import type { GeneratedThread } from '../components/thread-preview.tsx';

/** What the learning history keeps of a generated thread: its choices, not its text. */
function learningEntryFor(form: ThreadForm) {
  const token = form.threadType === 'token';
  return {
    at: new Date().toISOString(),
    threadType: form.threadType,
    tone: form.tonePreset,
    length: form.threadLength,
    hookStyle: form.hookStyle,
    topic: token ? null : form.customTopic.trim() || null,
    tokenSymbol: token ? form.tokenSymbol.trim().toUpperCase() || null : null,
    includePrice: form.includePrice,
    includeCTA: form.includeCTA,
  };
}

/** The personal context sent with a request, or none when personalisation is off. */
function personalContext(interactions: InteractionCounts) {
  if (!readPersonalizationEnabled()) return null;
  return buildThreadContext({
    history: readLearningHistory(),
    now: new Date(),
    sessionStartedAt: sessionStartedAt(),
    browser: readBrowserFacts(),
    interactions,
  });
}

/**
 * One thread generation: the request is checked against the contract first, a start clears the
 * prior error and thread (spec §4), and a success is remembered for personalisation.
 */
export function useThreadGeneration({ onDone }: { onDone: () => void }) {
  const generation = useGenerateThread();
  const [thread, setThread] = useState<GeneratedThread | null>(null);
  const [invalid, setInvalid] = useState<string | null>(null);
  const error =
    invalid ?? (generation.isError ? errorMessage(generation.error, messages.failedToGenerateThread) || messages.anErrorOccurred : null);

  const generate = (form: ThreadForm, tokenData: TokenData | undefined, interactions: InteractionCounts, templateId: string | null) => {
    const context = personalContext(interactions);
    const body = buildThreadRequest(form, tokenData, context, templateId);
    const checked = checkRequest(generateThread.request, body);
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
        if (context) recordLearning(learningEntryFor(form));
      },
    });
  };

  return { generate, thread, error, busy: generation.isPending, progress: generation.progress };
}
