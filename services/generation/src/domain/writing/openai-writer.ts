import { z } from 'zod';
import { tweetAudienceOptions, tweetTypeOptions, viralPotentialLabels, type ThreadTone, type TweetTone } from '@chainscribe/contracts';
import { DATA_MESSAGE_RULE, modelDataMessage } from '@chainscribe/service-kit';
import type { ChatMessage, ChatModel } from '../../data-access/openai-chat.ts';
import { rewriteWithModel } from './openai-rewriter.ts';
import { attributionOf, figuresIn, formatChange, formatCompactUsd, formatPercent, formatPrice, turnoverPercent } from './figures.ts';
import {
  describeViolation,
  hookDescriptions,
  keepFirstCashtag,
  repairThread,
  threadRulesFor,
  validateThread,
  validateTweetText,
  type Violation,
} from './rules.ts';
import { TWEET_LIMIT, fits, hashtagsOf, mentionsOf, stripEmoji, tidy } from './text.ts';
import { WriterError, type ThreadBrief, type TweetBrief, type TweetDraft, type Writer } from './writer.ts';

const threadAnswer = z.object({ tweets: z.array(z.string()) });
const tweetsAnswer = z.object({ variations: z.array(z.object({ content: z.string(), hashtags: z.array(z.string()) })) });

const threadVoices: Readonly<Record<ThreadTone, string>> = {
  educational: 'educational: clear and patient, explains how things work in plain English, few emojis',
  calm: 'calm: measured and long-term, no hype, no exclamation marks, at most one emoji in the whole thread',
  degen: 'degen: crypto-Twitter slang (anon, ser, ngmi, wagmi, ape, rekt, nfa), all lowercase, irreverent and punchy',
  hype: 'hype: high energy, exclamation marks, a few words in CAPS, rocket/fire/lightning emojis',
  shill: 'shill: confident promotional conviction ("still early", "on my watchlist"), with a short not-financial-advice note somewhere',
};

const tweetVoices: Readonly<Record<TweetTone, string>> = {
  professional: 'professional: credible and polished',
  casual: 'casual: friendly and conversational',
  bold: 'bold: confident, strong claims',
  funny: 'funny: witty and light, crypto-native humour',
  educational: 'educational: clear and explanatory',
  analytical: 'analytical: numbers, reasoning and nuance',
  hype: 'hype: high energy and excitement',
  degen: 'degen: CT slang, lowercase, memes and conviction',
};

const experienceNotes = {
  beginner: 'The reader is a beginner: explain every term in plain words and give one more tweet of context than you would for experts.',
  intermediate: 'The reader knows the basics: skip definitions of common terms.',
  expert: 'The reader is an expert: no basics, more signals, trade-offs and second-order effects.',
} as const;

/** "3/", "3/8", "(3/8)" in front of tweet 3: the model's own numbering, which we replace with ours. */
const stripNumbering = (text: string, position: number): string =>
  text.replace(new RegExp(`^\\s*\\(?${position}\\s*/\\s*(\\d{1,2})?\\)?\\s+`), '');

/**
 * What the model may rely on: our facts only, figures pre-formatted, research without figures.
 * Everything the user typed (topic, CTA, a quoted post) is here, sent as data, never in the rules.
 */
function threadContext(brief: ThreadBrief) {
  const market = brief.market;
  const figures = market
    ? {
        price: market.price === null ? null : formatPrice(market.price),
        change24h: market.change24h === null ? null : formatChange(market.change24h),
        marketCap: market.marketCap === null ? null : formatCompactUsd(market.marketCap),
        volume24h: market.volume24h === null ? null : formatCompactUsd(market.volume24h),
        volumeToMarketCap: turnoverPercent(market) === null ? null : formatPercent(turnoverPercent(market) ?? 0),
        sentiment: market.sentiment ? `${market.sentiment.label} (${market.sentiment.source})` : null,
        sourceAndTime: attributionOf(market),
      }
    : null;
  const clean = (lines: readonly string[]) => lines.filter((l) => figuresIn(l).length === 0);
  return {
    threadType: brief.type,
    topic: brief.topic,
    callToAction: brief.cta,
    token: brief.token ? { cashtag: `$${brief.token.symbol}`, name: brief.token.name } : null,
    marketFigures: figures,
    sourcePost: brief.post
      ? { text: brief.post.text, author: brief.post.authorHandle ? `@${brief.post.authorHandle}` : brief.post.authorName }
      : null,
    research: brief.research
      ? { summary: brief.research.summary, keyPoints: clean(brief.research.keyPoints), trends: clean(brief.research.trends) }
      : null,
    // A user's template guidance is their text too: it travels as data, the rules only point at it.
    structure: brief.structure?.map((beat, i) => ({ tweet: i + 1, role: beat.role, guidance: beat.guidance })) ?? null,
  };
}

/** What each template role asks of its tweet, in our words (the template's own guidance is data). */
const roleJobs = {
  hook: 'the opening hook',
  context: 'background the reader needs',
  data: 'the relevant figures (only those in marketFigures) or concrete facts',
  insight: 'one point that changes how the reader sees the topic',
  risk: 'a risk and how to manage it',
  signal: 'what to watch and how to read it',
  steps: 'what to do, step by step',
  summary: 'a one-line summary',
  cta: 'the call to action',
} as const;

function threadInstructions(brief: ThreadBrief): string {
  const rules = threadRulesFor(brief);
  const lines = [
    'You are a ghostwriter for crypto and Web3 creators on X. Write one thread for the creator to post.',
    DATA_MESSAGE_RULE,
    'Rules, all mandatory:',
    `- Exactly ${brief.length} tweets in "tweets", in posting order.`,
    `- Each tweet at most ${TWEET_LIMIT - 10} characters (emojis count as 2). Never stop mid-sentence.`,
    '- At most one cashtag ($TICKER) per tweet.',
    `- Voice: ${threadVoices[brief.tone]}.`,
    `- Tweet 1 ${hookDescriptions[brief.hookStyle]}.`,
    brief.cta
      ? '- The last tweet must contain the text of callToAction from the JSON context, exactly and unchanged.'
      : '- No call to action; end with a closing thought.',
    rules.figures
      ? `- You may state only the figures in marketFigures, exactly as written there, and every tweet that states one must include "(${rules.figures.attribution})".`
      : '- Do not state any price, percentage, market cap, volume or dollar amount.',
    '- Do not number the tweets.',
    ...(brief.structure
      ? [
          `- Follow "structure" in the JSON context: tweet N plays structure[N-1].role, shaped by its guidance. Roles: ${Object.entries(
            roleJobs,
          )
            .map(([role, job]) => `${role} = ${job}`)
            .join('; ')}.`,
        ]
      : []),
    '- Use only facts from the JSON context. Never invent news, quotes, statistics, partnerships, people or dates.',
    `- ${experienceNotes[brief.experience]}`,
    'Answer with JSON only: {"tweets": ["...", "..."]}',
  ];
  return lines.join('\n');
}

function tweetInstructions(brief: TweetBrief): string {
  const type = tweetTypeOptions.find((t) => t.id === brief.type);
  const audience = tweetAudienceOptions.find((a) => a.id === brief.audience);
  const hashtagCount = { low: '1', medium: '1 or 2', high: '2', extreme: '2 or 3' }[brief.viralPotential];
  return [
    'You are a ghostwriter for crypto and Web3 creators on X. Write single tweets for the creator to post.',
    DATA_MESSAGE_RULE,
    'Rules, all mandatory:',
    `- Exactly ${brief.count} variation${brief.count === 1 ? '' : 's'} in "variations", each a different angle.`,
    `- Each tweet at most ${TWEET_LIMIT - 10} characters (emojis count as 2). Never stop mid-sentence.`,
    '- At most one cashtag ($TICKER) per tweet. No price, percentage or dollar figures.',
    `- Voice: ${tweetVoices[brief.tone]}. Type: ${type?.name ?? brief.type} (${type?.description ?? ''}). Audience: ${audience?.name ?? brief.audience} (${audience?.description ?? ''}).`,
    `- Viral potential: ${viralPotentialLabels[brief.viralPotential]}.`,
    brief.includeHashtags
      ? `- Include ${hashtagCount} relevant hashtags, and list them in "hashtags".`
      : '- No hashtags; "hashtags" is an empty list.',
    brief.includeEmojis ? '- Use one to three fitting emojis.' : '- No emojis.',
    brief.includeQuestion ? '- Include a question to the reader.' : '',
    brief.includeCTA ? '- Include a call to action (follow, repost, bookmark or reply).' : '',
    brief.mentions.length > 0
      ? '- Mention every account in mentions of the JSON context (not at the very start of the tweet).'
      : '- No @mentions.',
    '- Use only facts from the JSON context. Never invent news, quotes, statistics or partnerships.',
    'Answer with JSON only: {"variations": [{"content": "...", "hashtags": ["#..."]}]}',
  ]
    .filter(Boolean)
    .join('\n');
}

function tweetContext(brief: TweetBrief) {
  const clean = (lines: readonly string[]) => lines.filter((l) => figuresIn(l).length === 0);
  return {
    topic: brief.topic,
    mentions: brief.mentions.map((m) => `@${m}`),
    research: brief.research
      ? {
          summary: brief.research.summary,
          keyPoints: clean(brief.research.keyPoints),
          trends: clean(brief.research.trends),
          hashtags: brief.research.hashtags,
          news: brief.research.news.map((n) => ({ title: n.title, source: n.source })),
          viralFormats: brief.research.viralFormats,
        }
      : null,
    styleExamples: brief.referenceTweets,
  };
}

/** A problem told back to the model; the CTA is named, not quoted, so user text stays in the data message. */
const revisionNote = (v: Violation): string =>
  v.rule === 'cta'
    ? describeViolation({ ...v, message: 'does not contain the callToAction text from the JSON context, exactly and unchanged' })
    : describeViolation(v);

/** Deterministic fixes, then the option checks a model most often misses. */
function checkTweet(raw: string, brief: TweetBrief): { text: string; problems: string[] } {
  let text = keepFirstCashtag(tidy(raw));
  if (!brief.includeEmojis) text = stripEmoji(text);
  const missing = brief.mentions.filter((m) => !mentionsOf(text).some((found) => found.toLowerCase() === m.toLowerCase()));
  if (missing.length > 0) {
    const withMentions = `${text}\n\ncc ${missing.map((m) => `@${m}`).join(' ')}`;
    if (fits(withMentions)) text = withMentions;
  }
  const problems = validateTweetText(text, null).map((v) => v.message);
  const tags = hashtagsOf(text).length;
  if (brief.includeHashtags && tags === 0) problems.push('has no hashtag');
  if (!brief.includeHashtags && tags > 0) problems.push('has hashtags but none were wanted');
  if (brief.includeQuestion && !text.includes('?')) problems.push('asks no question');
  if (/^\s*@/.test(text)) problems.push('starts with a mention, which X treats as a reply');
  if (mentionsOf(text).length < brief.mentions.length) problems.push('misses a requested mention');
  return { text, problems };
}

/**
 * The OpenAIWriter: asks the model for structured JSON, validates it with zod and with the same
 * rules as every writer, repairs what can be repaired without changing meaning, and sends the
 * remaining problems back for one rewrite. Output that still breaks a rule is refused.
 */
export function createOpenAIWriter(model: ChatModel, options: { revisions?: number } = {}): Writer {
  const revisions = options.revisions ?? 1;
  return {
    kind: 'openai',

    async writeThread(brief, signal) {
      const rules = threadRulesFor(brief);
      const messages: ChatMessage[] = [
        { role: 'system', content: threadInstructions(brief) },
        { role: 'user', content: modelDataMessage(threadContext(brief)) },
      ];
      let violations: Violation[] = [];
      for (let round = 0; round <= revisions; round++) {
        const answer = await model.completeJson(threadAnswer, 'thread', messages, signal);
        const cleaned = answer.tweets.map((t, i) => tidy(stripNumbering(t, i + 1))).filter(Boolean);
        const numbered = brief.numbered ? cleaned.map((t, i) => `${i + 1}/ ${t}`) : cleaned;
        const tweets = repairThread(numbered, rules);
        violations = validateThread(tweets, rules);
        if (violations.length === 0)
          return {
            tweets,
            writer: 'openai',
            model: model.model,
            ...(brief.structure ? { roles: brief.structure.map((b) => b.role) } : {}),
          };
        messages.push(
          { role: 'assistant', content: JSON.stringify(answer) },
          {
            role: 'user',
            content: `Rewrite the whole thread to fix these problems, keeping every rule:\n${violations.map(revisionNote).join('\n')}`,
          },
        );
      }
      throw new WriterError('the model broke the thread rules', violations.map(describeViolation));
    },

    async writeTweets(brief, signal) {
      const messages: ChatMessage[] = [
        { role: 'system', content: tweetInstructions(brief) },
        { role: 'user', content: modelDataMessage(tweetContext(brief)) },
      ];
      let problems: string[] = [];
      for (let round = 0; round <= revisions; round++) {
        const answer = await model.completeJson(tweetsAnswer, 'tweets', messages, signal);
        const checked = answer.variations.slice(0, brief.count).map((v) => checkTweet(v.content, brief));
        const good: TweetDraft[] = checked
          .filter((c) => c.problems.length === 0)
          .map((c) => ({ content: c.text, hashtags: hashtagsOf(c.text).map((h) => `#${h}`) }));
        if (good.length >= brief.count || (round === revisions && good.length > 0))
          return { drafts: good, writer: 'openai', model: model.model };
        problems = checked.flatMap((c, i) => c.problems.map((p) => `Variation ${i + 1} ${p}.`));
        if (checked.length < brief.count) problems.push(`Only ${checked.length} of ${brief.count} variations were returned.`);
        messages.push(
          { role: 'assistant', content: JSON.stringify(answer) },
          { role: 'user', content: `Rewrite all variations to fix these problems, keeping every rule:\n${problems.join('\n')}` },
        );
      }
      throw new WriterError('the model broke the tweet rules', problems);
    },

    rewrite: (brief, signal) => rewriteWithModel(model, brief, revisions, signal),
  };
}
