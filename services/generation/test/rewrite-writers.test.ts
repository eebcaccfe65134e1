import { afterEach, describe, expect, it } from 'vitest';
import twitter from 'twitter-text';
import { hookStyles, threadTones, type RewriteAction } from '@chainscribe/contracts';
import { createLogger } from '@chainscribe/service-kit';
import { createOpenAIChat } from '../src/data-access/openai-chat.ts';
import { rewriteProblems } from '../src/domain/writing/rewrite-rules.ts';
import { hookMatches } from '../src/domain/writing/rules.ts';
import { createOpenAIWriter } from '../src/domain/writing/openai-writer.ts';
import { createTemplateWriter } from '../src/domain/writing/template/template-writer.ts';
import { WriterError, type RewriteBrief } from '../src/domain/writing/writer.ts';
import { startChatStandIn, type CompletionReply, type StandIn } from './support/stand-ins.ts';

const weighted = (text: string) => twitter.parseTweet(text).weightedLength;
const thread = [
  '1/ Honestly, $SOL fees are really one of the most misunderstood parts of the chain right now. Priority fees rose 42% this month (see the explorer data). That is not a bug: it is a market for block space. Most people basically ignore it. #solana 🚀',
  '2/ Validators are paid in those fees, and that is what keeps them online.',
  '3/ Watch the fee market, not the price. NFA.',
];
const brief = (action: RewriteAction, overrides: Partial<RewriteBrief> = {}): RewriteBrief => ({
  action,
  tone: 'educational',
  hookStyle: 'question',
  thread,
  targets: action === 'hook' ? [0] : [0, 1, 2],
  seed: 'job-1',
  ...overrides,
});

describe('the template writer rewrites', () => {
  const writer = createTemplateWriter();

  it('when a tweet is made shorter, then it is at most 70 % of its weighted length, keeps its numbering, cashtag and figure, and passes the rules', async () => {
    const { tweets } = await writer.rewrite(brief('shorter', { targets: [0] }));
    const [short = ''] = tweets;
    expect(weighted(short)).toBeLessThanOrEqual(Math.floor(weighted(thread[0] ?? '') * 0.7));
    expect(short.startsWith('1/ ')).toBe(true);
    expect(short).toContain('$SOL');
    expect(short).toContain('42%');
    expect(rewriteProblems(thread[0] ?? '', short, brief('shorter'))).toEqual([]);
  });

  it('when the same brief is rewritten twice, then the text is the same (deterministic per brief and seed)', async () => {
    const first = await writer.rewrite(brief('rewrite', { tone: 'hype' }));
    const again = await writer.rewrite(brief('rewrite', { tone: 'hype' }));
    expect(again.tweets).toEqual(first.tweets);
  });

  it.each(threadTones)(
    'when the thread is rewritten in the %s tone, then every tweet changes, stays within 280 and passes the rules',
    async (tone) => {
      const { tweets } = await writer.rewrite(brief('rewrite', { tone }));
      expect(tweets).toHaveLength(3);
      tweets.forEach((text, i) => {
        expect(rewriteProblems(thread[i] ?? '', text, brief('rewrite', { tone }))).toEqual([]);
        expect(text.startsWith(`${i + 1}/ `)).toBe(true);
      });
      const withoutCashtags = tweets.join(' ').replace(/\$[A-Z]+/g, '');
      if (tone === 'degen') expect(withoutCashtags).toBe(withoutCashtags.toLowerCase());
      if (tone === 'calm') expect(tweets.join(' ')).not.toMatch(/!|🚀/);
    },
  );

  it.each(hookStyles)(
    'when a stronger %s hook is asked, then the first tweet opens in that style and keeps what it said',
    async (hookStyle) => {
      const { tweets } = await writer.rewrite(brief('hook', { hookStyle }));
      const [first = ''] = tweets;
      expect(hookMatches(hookStyle, first)).toBe(true);
      expect(weighted(first)).toBeLessThanOrEqual(280);
      expect(first).toContain('$SOL');
      expect(rewriteProblems(thread[0] ?? '', first, brief('hook', { hookStyle }))).toEqual([]);
    },
  );
});

describe('the rewrite rules', () => {
  it('when a rewrite adds a figure or a cashtag, drops a kept figure or is not shorter, then each is named', () => {
    const original = '$ETH staking pays about 3.5% a year.';
    expect(rewriteProblems(original, '$ETH staking pays 9% a year, $SOL more.', brief('rewrite'))).toEqual(
      expect.arrayContaining([expect.stringContaining('not in the market data (9%)'), expect.stringContaining('adds cashtags')]),
    );
    expect(rewriteProblems(original, 'Staking pays a lot.', brief('shorter'))).toEqual(
      expect.arrayContaining([expect.stringContaining('drops what it must keep ($ETH, 3.5%)')]),
    );
    expect(rewriteProblems(original, original, brief('shorter'))).toEqual(
      expect.arrayContaining(['is the same as the original', 'is not shorter than the original']),
    );
  });
});

const logger = createLogger('rewrite-writer-test', 'silent');
let standIn: StandIn | undefined;
afterEach(async () => {
  await standIn?.close();
  standIn = undefined;
});

async function modelWriter(replies: CompletionReply[]) {
  standIn = await startChatStandIn(replies);
  const chat = createOpenAIChat({
    apiKey: 'sk-stand-in',
    baseURL: standIn.url,
    model: 'stand-in-model',
    timeoutMs: 2000,
    maxAttempts: 1,
    logger,
  });
  return { writer: createOpenAIWriter(chat), standIn };
}
const sentMessages = (s: StandIn, i: number) =>
  (JSON.parse(s.requests[i]?.body ?? '{}') as { messages: { role: string; content: string }[] }).messages;

describe('the OpenAI-compatible writer rewrites (chat-completions stand-in)', () => {
  it('when the model invents a figure, then the problem goes back once and the corrected text is used', async () => {
    const { writer, standIn: s } = await modelWriter([
      { content: JSON.stringify({ tweets: ['1/ $SOL priority fees rose 42% this month, and will double again by 300%.'] }) },
      { content: JSON.stringify({ tweets: ['1/ $SOL priority fees rose 42% this month: a market for block space.'] }) },
    ]);
    const result = await writer.rewrite(brief('shorter', { targets: [0] }));
    expect(result).toEqual({
      tweets: ['1/ $SOL priority fees rose 42% this month: a market for block space.'],
      writer: 'openai',
      model: 'stand-in-model',
    });
    const [system, data] = sentMessages(s, 0);
    expect(system?.content).toContain('Make it shorter');
    expect(system?.content).toContain('Keep every cashtag and every number');
    // The user's text travels as data, never in the rules.
    expect(system?.content).not.toContain('Priority fees');
    expect(data?.content).toContain('Priority fees rose 42%');
    expect(sentMessages(s, 1).at(-1)?.content).toContain('300%');
  });

  it('when the model keeps breaking the rules, then the rewrite fails with a WriterError naming the problems', async () => {
    const bad = { content: JSON.stringify({ tweets: ['What about $SOL and $ETH? Both are up 99%.'] }) };
    const { writer } = await modelWriter([bad, bad]);
    const failure = await writer.rewrite(brief('hook', { targets: [0] })).catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(WriterError);
    expect((failure as WriterError).problems.join(' ')).toContain('99%');
  });
});
