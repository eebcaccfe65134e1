import type { HookStyle, ThreadTone } from '@chainscribe/contracts';
import { createRng, type Rng } from '../rng.ts';
import { keepFirstCashtag } from '../rules.ts';
import {
  TWEET_LIMIT,
  capitalize,
  cashtagsOf,
  fill,
  hashtagsOf,
  lowercaseVoice,
  sentencesOf,
  stripEmoji,
  tidy,
  weightedLength,
} from '../text.ts';
import type { RewriteBrief } from '../writer.ts';
import { shortenTo, shorterTarget, splitNumbering } from './shorten.ts';

// The template writer's rewrites: deterministic per brief and seed, no network. A tone rewrite
// rephrases in the tone's voice, "shorter" cuts to a weighted-length target, a stronger hook puts
// an opening of the asked style in front of the first tweet.

/** Words swapped to sound like the tone; matched whole, never inside a cashtag, hashtag or handle. */
const toneWords: Readonly<Record<ThreadTone, readonly [RegExp, string][]>> = {
  educational: [
    [/(?<![$#@\w])ngmi(?!\w)/gi, 'likely to miss out'],
    [/(?<![$#@\w])wagmi(?!\w)/gi, 'we can all do well'],
    [/(?<![$#@\w])aped into(?!\w)/gi, 'bought'],
    [/(?<![$#@\w])rekt(?!\w)/gi, 'wiped out'],
    [/(?<![$#@\w])(ser|anon|fren|frens),?\s*/gi, ''],
  ],
  calm: [
    [/(?<![$#@\w])(huge|massive)(?!\w)/gi, 'notable'],
    [/(?<![$#@\w])insane(?!\w)/gi, 'unusual'],
    [/(?<![$#@\w])(explode|moon)(?!\w)/gi, 'grow'],
    [/(?<![$#@\w])(lfg|wagmi|ngmi)(?!\w)[!.]?\s*/gi, ''],
  ],
  degen: [
    [/(?<![$#@\w])people(?!\w)/gi, 'anons'],
    [/(?<![$#@\w])friends(?!\w)/gi, 'frens'],
    [/(?<![$#@\w])going to(?!\w)/gi, 'gonna'],
    [/(?<![$#@\w])(very good|promising)(?!\w)/gi, 'bullish'],
  ],
  hype: [
    [/(?<![$#@\w])(good|interesting)(?!\w)/gi, 'HUGE'],
    [/(?<![$#@\w])(important|big)(?!\w)/gi, 'MASSIVE'],
  ],
  shill: [
    [/(?<![$#@\w])(interesting|good)(?!\w)/gi, 'undervalued'],
    [/(?<![$#@\w])(I think|maybe)(?!\w)/gi, "I'm convinced"],
  ],
};

/** How each tone opens and closes a rewritten tweet. */
const toneFrames: Readonly<Record<ThreadTone, { leads: readonly string[]; tails: readonly string[] }>> = {
  educational: { leads: ['Here is the key point:', 'In plain terms:', 'Worth understanding:'], tails: [''] },
  calm: { leads: ['Worth noting:', 'A calm observation:', 'Quietly,'], tails: [''] },
  degen: { leads: ['ok anon,', 'real talk,', 'ser,'], tails: ['ngl', 'nfa', '🐸'] },
  hype: { leads: ["Let's GO:", 'Big one:', 'This is HUGE:'], tails: ['🚀', '🔥', '⚡'] },
  shill: { leads: ["Don't sleep on this:", 'Bookmark this:', 'Still early:'], tails: ['👀', 'nfa 👀'] },
};

/** Calm and educational voices drop exclamations and shouting; hype raises the last full stop. */
function punctuate(text: string, tone: ThreadTone): string {
  if (tone === 'calm' || tone === 'educational') {
    const quiet = stripEmoji(text).replace(/!+/g, '.');
    return quiet.replace(/(?<![$#@\w])([A-Z]{3,})(?!\w)/g, (word: string) => (cashtagsOf(`$${word}`).length ? word : word.toLowerCase()));
  }
  if (tone === 'hype') return text.replace(/\.(\s*)$/, '!$1');
  return text;
}

/** One tweet in the tone's voice: its words, an opening and a closing of the tone, kept within X's 280. */
export function inTone(text: string, tone: ThreadTone, rng: Rng): string {
  const { numbering, body } = splitNumbering(text);
  let voiced = body;
  for (const [pattern, replacement] of toneWords[tone]) voiced = voiced.replace(pattern, replacement);
  voiced = punctuate(tidy(voiced), tone);
  const frame = toneFrames[tone];
  const lead = rng.pick(frame.leads);
  const tail = rng.pick(frame.tails);
  const opened = voiced.toLowerCase().startsWith(lead.toLowerCase())
    ? voiced
    : `${lead} ${voiced.charAt(0).toLowerCase()}${voiced.slice(1)}`;
  let result = tidy(`${opened}${tail ? ` ${tail}` : ''}`);
  if (tone === 'degen') result = lowercaseVoice(result);
  else result = capitalize(result);
  const whole = `${numbering}${result}`;
  return weightedLength(whole) > TWEET_LIMIT ? shortenTo(whole, TWEET_LIMIT) : whole;
}

/** Openings per hook style; `{about}` is what the thread is about, `{k}` how many points follow. */
const hookLines: Readonly<Record<HookStyle, readonly string[]>> = {
  question: [
    'What if most people have {about} backwards?',
    'Why does {about} matter more than it looks?',
    'What is everyone missing about {about}?',
  ],
  stat: ['{k} things about {about} worth knowing.', '{k} points on {about}, one per tweet.', 'It comes down to {k} points on {about}.'],
  bold: [
    'Most takes on {about} miss the point.',
    '{About} is simpler than it looks. Here is the short version.',
    'This is the clearest way to see {about}.',
  ],
  story: [
    "I got {about} wrong for a long time. Here's what changed my mind.",
    "I spent a week digging into {about}. Here's what I found.",
    'I used to skim past {about}. Not anymore.',
  ],
};

const hookTails: Readonly<Record<ThreadTone, string>> = { educational: '', calm: '', degen: '', hype: ' 🔥', shill: ' 👀' };

/** What the thread is about, as the hook names it: its first cashtag, else its first hashtag, else "this". */
function subjectOf(thread: readonly string[]): string {
  const text = thread.join('\n');
  const cashtag = cashtagsOf(text)[0];
  if (cashtag) return `$${cashtag}`;
  return hashtagsOf(text)[0] ?? 'this';
}

/** The first tweet opened by a hook of the asked style; what it said stays after the new opening. */
export function withHook(thread: readonly string[], style: HookStyle, tone: ThreadTone, rng: Rng): string {
  const first = thread[0] ?? '';
  const { numbering, body } = splitNumbering(first);
  const points = Math.max(1, thread.length - 1);
  const lines = style === 'stat' && points === 1 ? ['1 thing about {about} worth knowing.'] : hookLines[style];
  let hook = fill(rng.pick(lines), { about: subjectOf(thread), About: capitalize(subjectOf(thread)), k: String(points) });
  hook = tone === 'degen' ? lowercaseVoice(hook) : hook + hookTails[tone];
  const sentences = sentencesOf(body);
  // The old opening makes way for the new one; a one-sentence tweet keeps its sentence.
  const rest = sentences.length > 1 ? sentences.slice(1).join(' ') : body;
  const room = TWEET_LIMIT - weightedLength(`${numbering}${hook}\n\n`);
  const kept = rest.trim() ? shortenTo(tidy(rest), room) : '';
  // The hook names the token as a cashtag; the body keeps the ticker without a second '$' (X's one-cashtag rule).
  return keepFirstCashtag(tidy(`${numbering}${hook}${kept ? `\n\n${kept}` : ''}`));
}

/** The template writer's rewrite of every target in the brief, one text per target. */
export function writeTemplateRewrite(brief: RewriteBrief): string[] {
  const rng = createRng(`${brief.seed}/rewrite`);
  return brief.targets.map((position) => {
    const text = brief.thread[position] ?? '';
    const own = rng.fork(String(position));
    if (brief.action === 'shorter') return shortenTo(text, shorterTarget(text));
    if (brief.action === 'hook') return withHook(brief.thread, brief.hookStyle, brief.tone, own);
    return inTone(text, brief.tone, own);
  });
}
