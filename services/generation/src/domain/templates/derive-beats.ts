import type { TemplateBeat, TemplateRole } from '@chainscribe/contracts';

/** Guidance a derived beat gets: the role's job, since the tweet it came from is about another topic. */
export const roleGuidance: Readonly<Record<TemplateRole, string>> = {
  hook: 'Open with the claim or question that makes people read on',
  context: 'Give the background the reader needs',
  data: 'State the figures that matter, with their source',
  insight: 'Make one point that changes how the reader sees it',
  risk: 'Name a risk and how to manage it',
  signal: 'Point to what to watch and how to read it',
  steps: 'Say what to do, step by step',
  summary: 'Sum it up in one line',
  cta: 'Ask for a reply, a follow or a share',
};

// Checked in this order: the first family whose words a tweet uses decides its role.
const cues: readonly (readonly [TemplateRole, RegExp])[] = [
  ['summary', /\b(tl;?dr|in short|bottom line|to sum up|recap|takeaway|in summary)\b/i],
  [
    'risk',
    /\b(risks?|careful|caution|downside|bear(ish)? case|scams?|rug|hack(ed)?|exploit|lose|losses|leverage|liquidat\w*|red flags?|never)\b/i,
  ],
  ['steps', /\b(steps?|how to|first,|then|next,|start by|guide|checklist|playbook|set up|do this)\b|^\s*\d+[.)]\s/i],
  ['data', /(\$\d|\d+(\.\d+)?\s?%|\b\d+(\.\d+)?\s?(k|m|b|bn|million|billion)\b|\b(price|volume|market cap|tvl|supply)\b)/i],
  ['signal', /\b(watch|signals?|on-?chain|metrics?|track(ing)?|indicator|keep an eye)\b/i],
  ['context', /\b(what is|basically|background|in plain|started|launched|is a|are a)\b/i],
];

const ctaCue = /\b(follow|reply|replies|retweet|repost|share|bookmark|drop|comment|thoughts|let me know|what do you think)\b|\?\s*\S*\s*$/i;

function roleOfTweet(text: string, index: number, count: number): TemplateRole {
  if (index === 0) return 'hook';
  if (index === count - 1) return ctaCue.test(text) ? 'cta' : 'summary';
  return cues.find(([, cue]) => cue.test(text))?.[0] ?? 'insight';
}

/** A thread's shape: the role each tweet plays, with the role's generic guidance. */
export function beatsFromTweets(tweets: readonly string[]): TemplateBeat[] {
  return tweets.map((text, i) => {
    const role = roleOfTweet(text, i, tweets.length);
    return { role, guidance: roleGuidance[role] };
  });
}
