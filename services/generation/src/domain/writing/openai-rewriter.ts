import { z } from 'zod';
import { DATA_MESSAGE_RULE, modelDataMessage } from '@chainscribe/service-kit';
import type { ChatMessage, ChatModel } from '../../data-access/openai-chat.ts';
import { hookDescriptions, keepFirstCashtag } from './rules.ts';
import { rewriteProblems } from './rewrite-rules.ts';
import { shorterTarget } from './template/shorten.ts';
import { TWEET_LIMIT, cashtagsOf, tidy, weightedLength } from './text.ts';
import { WriterError, type RewriteBrief, type WrittenRewrite } from './writer.ts';

const rewriteAnswer = z.object({ tweets: z.array(z.string()) });

const toneVoices = {
  educational: 'educational: clear and patient, plain English, few emojis',
  calm: 'calm: measured, no hype, no exclamation marks, at most one emoji',
  degen: 'degen: crypto-Twitter slang (anon, ser, ngmi, wagmi), all lowercase, punchy',
  hype: 'hype: high energy, exclamation marks, a few words in CAPS, rocket/fire emojis',
  shill: 'shill: confident promotional conviction ("still early"), with a short not-financial-advice note',
} as const;

function task(brief: RewriteBrief, original: string): string {
  switch (brief.action) {
    case 'rewrite':
      return `Rewrite it in this voice: ${toneVoices[brief.tone]}. Keep its meaning.`;
    case 'shorter':
      return `Make it shorter: at most ${shorterTarget(original)} characters (it is ${weightedLength(original)} now; emojis count as 2). Keep every cashtag and every number exactly as written.`;
    case 'hook':
      return `It is the thread's first tweet: give it a stronger hook that ${hookDescriptions[brief.hookStyle]}. Voice: ${toneVoices[brief.tone]}.`;
  }
}

function instructions(brief: RewriteBrief, original: string): string {
  return [
    'You are an editor for crypto and Web3 creators on X. Rewrite one tweet of a thread for the creator to post.',
    DATA_MESSAGE_RULE,
    `Task: ${task(brief, original)}`,
    'Rules, all mandatory:',
    `- At most ${TWEET_LIMIT - 10} characters. Never stop mid-sentence.`,
    '- Keep its numbering ("3/") in front if it has one.',
    '- No cashtag, price, percentage or dollar amount that the original tweet does not already contain.',
    '- Use only facts from the original tweet and the thread. Never invent news, quotes, statistics or names.',
    'Answer with JSON only: {"tweets": ["the rewritten tweet"]}',
  ].join('\n');
}

/** One tweet rewritten by the model, checked with the rewrite rules and sent back once with what broke. */
async function rewriteOne(
  model: ChatModel,
  brief: RewriteBrief,
  position: number,
  revisions: number,
  signal?: AbortSignal,
): Promise<string> {
  const original = brief.thread[position] ?? '';
  const messages: ChatMessage[] = [
    { role: 'system', content: instructions(brief, original) },
    { role: 'user', content: modelDataMessage({ thread: brief.thread, tweetToRewrite: original, position: position + 1 }) },
  ];
  let problems: string[] = [];
  for (let round = 0; round <= revisions; round++) {
    const answer = await model.completeJson(rewriteAnswer, 'rewrite', messages, signal);
    const raw = tidy(answer.tweets[0] ?? '');
    const text = cashtagsOf(original).length > 1 ? raw : keepFirstCashtag(raw);
    problems = rewriteProblems(original, text, brief);
    if (problems.length === 0) return text;
    messages.push(
      { role: 'assistant', content: JSON.stringify(answer) },
      {
        role: 'user',
        content: `Rewrite it again to fix these problems, keeping every rule:\n${problems.map((p) => `- The tweet ${p}.`).join('\n')}`,
      },
    );
  }
  throw new WriterError('the model broke the rewrite rules', problems);
}

/** The OpenAI writer's rewrite: each target tweet on its own, in order. */
export async function rewriteWithModel(
  model: ChatModel,
  brief: RewriteBrief,
  revisions: number,
  signal?: AbortSignal,
): Promise<WrittenRewrite> {
  const tweets: string[] = [];
  for (const position of brief.targets) tweets.push(await rewriteOne(model, brief, position, revisions, signal));
  return { tweets, writer: 'openai', model: model.model };
}
