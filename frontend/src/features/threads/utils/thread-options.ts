import { DEFAULT_CTA_TEXT, DEFAULT_THREAD_LENGTH } from '@chainscribe/contracts/catalogue';
import type { HookStyle, Option, ThreadLength, ThreadTone, ThreadType } from '@chainscribe/contracts';

/** What the New Thread form holds; spec §9 defaults. */
export interface ThreadForm {
  threadType: ThreadType;
  tokenSymbol: string;
  tweetUrl: string;
  customTopic: string;
  tonePreset: ThreadTone;
  threadLength: ThreadLength;
  includePrice: boolean;
  includeCTA: boolean;
  ctaText: string;
  hookStyle: HookStyle;
}

export const defaultThreadForm: ThreadForm = {
  threadType: 'custom',
  tokenSymbol: '',
  tweetUrl: '',
  customTopic: '',
  tonePreset: 'educational',
  threadLength: DEFAULT_THREAD_LENGTH,
  includePrice: false,
  includeCTA: true,
  ctaText: DEFAULT_CTA_TEXT,
  hookStyle: 'question',
};

export const threadTypeOptions: readonly Option<ThreadType>[] = [
  { id: 'custom', name: 'Custom Topic', description: 'Any crypto or Web3 subject you choose' },
  { id: 'token', name: 'Token Analysis', description: 'A token deep dive with live market data' },
  { id: 'trend', name: 'From Tweet', description: 'Turn an existing X post into a thread' },
];

export const threadToneOptions: readonly Option<ThreadTone>[] = [
  { id: 'educational', name: 'Educational', description: 'Clear explanations that teach' },
  { id: 'calm', name: 'Calm', description: 'Measured, balanced, no hype' },
  { id: 'degen', name: 'Degen', description: 'CT slang, memes and conviction' },
  { id: 'hype', name: 'Hype', description: 'High energy and excitement' },
  { id: 'shill', name: 'Shill', description: 'Unapologetic promotion' },
];

export const hookStyleOptions: readonly Option<HookStyle>[] = [
  { id: 'question', name: 'Question', description: 'Open with a question readers want answered' },
  { id: 'stat', name: 'Statistic', description: 'Lead with a striking number' },
  { id: 'bold', name: 'Bold Statement', description: 'A confident claim that stops the scroll' },
  { id: 'story', name: 'Story', description: 'Start with a moment readers can picture' },
];

export const nameOf = <Id extends string>(options: readonly Option<Id>[], id: Id): string =>
  options.find((option) => option.id === id)?.name ?? id;
