import type { GenerateThreadRequestInput, TokenData } from '@chainscribe/contracts';
import type { ThreadForm } from './thread-options.ts';

/**
 * The call-9 body from the form: only the source field of the chosen type, the token figures the
 * page shows (the server fetches its own) and the template the thread starts from, if any. No
 * personal context: the server builds it from the user's settings and library.
 */
export function buildThreadRequest(
  form: ThreadForm,
  tokenData: TokenData | undefined,
  templateId: string | null = null,
): GenerateThreadRequestInput {
  const token = form.threadType === 'token' ? form.tokenSymbol.trim().toUpperCase() : '';
  return {
    ...(templateId ? { templateId } : {}),
    options: {
      threadType: form.threadType,
      ...(form.threadType === 'token' ? { tokenSymbol: token } : {}),
      ...(form.threadType === 'trend' ? { tweetUrl: form.tweetUrl.trim() } : {}),
      ...(form.threadType !== 'token' && form.customTopic.trim() ? { customTopic: form.customTopic.trim() } : {}),
      tonePreset: form.tonePreset,
      threadLength: form.threadLength,
      includePrice: form.includePrice,
      includeCTA: form.includeCTA,
      ctaText: form.ctaText.trim() || undefined,
      hookStyle: form.hookStyle,
    },
    tokenData:
      token && tokenData && tokenData.symbol === token
        ? {
            symbol: tokenData.symbol,
            price: tokenData.price,
            change24h: tokenData.change24h,
            marketCap: tokenData.marketCap,
            volume24h: tokenData.volume24h,
            sentiment: tokenData.sentiment,
          }
        : null,
  };
}

/** A title for the preview's exports. */
export function threadTitle(form: ThreadForm): string {
  if (form.threadType === 'token') return `$${form.tokenSymbol.trim().toUpperCase()} thread`;
  if (form.threadType === 'trend') return 'Thread from an X post';
  return form.customTopic.trim().slice(0, 80) || 'Thread';
}
