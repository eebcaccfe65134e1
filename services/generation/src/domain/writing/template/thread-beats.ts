import type { ThreadTone } from '@chainscribe/contracts';
import type { Line } from './lines.ts';

/**
 * The body of a thread is a sequence of beats. Some carry facts (research points, market
 * figures, the source post); the rest are the judgement a good creator adds to any topic: why it
 * matters, where value goes, what can break, what to watch, how to act. Each beat is written in
 * every voice, so a degen thread never reads like an educational one with emojis added.
 */
export const genericBeats = [
  'basics',
  'why-now',
  'value-flow',
  'bull-case',
  'bear-case',
  'risk-technical',
  'risk-market',
  'signal-usage',
  'signal-onchain',
  'token-use',
  'token-signals',
  'post-take',
  'post-implication',
  'playbook-research',
  'playbook-position',
  'mistake-chasing',
  'mistake-leverage',
  'timeframe',
  'summary',
  'closer',
  'event-change',
  'event-who',
  'event-priced-in',
] as const;
export type GenericBeat = (typeof genericBeats)[number];

export { beatCopy } from './beat-copy.ts';

/** Lead-ins for facts from research and the other fact beats, per voice. */
export interface FactVoice {
  point: readonly string[];
  trend: readonly string[];
  summary: readonly string[];
  quote: readonly Line[];
  snapshot: readonly Line[];
  turnover: readonly Line[];
  moveUp: readonly string[];
  moveDown: readonly string[];
  sentiment: readonly string[];
  unavailable: readonly string[];
  cta: readonly string[];
  marker: readonly string[];
}

export const factVoices: Readonly<Record<ThreadTone, FactVoice>> = {
  educational: {
    point: ['Key idea:', "Here's the core mechanic:", 'Worth knowing:', 'Next piece of the puzzle:', 'Important detail:'],
    trend: ["What's changing right now:", 'A trend worth understanding:'],
    summary: ['The short version:', 'Start with the basics.'],
    quote: [
      { t: "Here's the post from {author} we're unpacking: “{quote}”", all: ['author'] },
      "Here's the post we're unpacking: “{quote}”",
    ],
    snapshot: [
      { t: 'Where {name} stands right now: {figures} (source: {source}).', all: ['token'] },
      'The numbers right now: {figures} (source: {source}).',
    ],
    turnover: [
      "One useful ratio is 24h volume divided by market cap. For {name} that's {turnover} ({volume} vs {mcap}, {source}). A higher ratio means more of {name}'s supply is changing hands.",
    ],
    moveUp: ['A {change} move in 24h ({source}) tells you about attention to {name}, not its value, so check whether volume supports it.'],
    moveDown: ['Down {abschange} in 24h ({source}), a good moment to re-check the {name} thesis rather than react to the candle.'],
    sentiment: [
      'Sentiment check: {sentimentSource} shows the community leaning {sentiment}. Useful as a mood gauge, not as a signal on its own.',
    ],
    unavailable: [
      "I'd normally add live numbers for {name} here, but price data isn't available right now, so this thread sticks to {name}'s fundamentals.",
    ],
    cta: ['If this made {it} clearer, pass it on.', 'Thanks for reading about {it}.'],
    marker: ['🧵', '👇'],
  },
  calm: {
    point: ['Something worth sitting with:', 'A quiet but important point:', 'One thing that holds up over time:', 'Worth noting:'],
    trend: ["A shift that's happening slowly:", 'Something moving under the surface:'],
    summary: ["Let's start with what it is.", 'First, the plain description.'],
    quote: [{ t: '{author} wrote: “{quote}”', all: ['author'] }, 'The post reads: “{quote}”'],
    snapshot: ['For context, the current numbers: {figures} ({source}).'],
    turnover: [
      "About {turnover} of {name}'s market cap traded in the last 24 hours ({volume} of {mcap}, {source}). That is activity in {name}, not necessarily conviction.",
    ],
    moveUp: ['Up {abschange} on the day ({source}): pleasant for {name}, but one day is one day.'],
    moveDown: ['Down {abschange} today ({source}), a good day to remember why {name} interested you in the first place.'],
    sentiment: ['Mood check: {sentimentSource} reads {sentiment} right now. Moods about {name} change faster than its fundamentals.'],
    unavailable: [
      "Live price data for {name} isn't available at the moment, which is fine: {name}'s fundamentals don't change by the hour.",
    ],
    cta: ['Thanks for reading about {it}.', "That's all on {it} for today."],
    marker: ['🧵', '(a thread)'],
  },
  degen: {
    point: ['the alpha:', 'real talk:', 'ser, read this twice:', 'what the tl misses:', 'ngl this one matters:'],
    trend: ['where the flows are going:', 'the meta right now:'],
    summary: ['tl;dr for the new frens:', 'what it actually is:'],
    quote: [{ t: 'context, {author} posted: “{quote}”', all: ['author'] }, 'context, the post: “{quote}”'],
    snapshot: [{ t: 'numbers check on {tag}: {figures} ({source})', all: ['token'] }, 'numbers check: {figures} ({source})'],
    turnover: ["{turnover} of the mcap traded in 24h ({volume} on {mcap}, {source}). that's not nothing for {name} anon"],
    moveUp: ['up {abschange} on the day ({source}). green {name} candles make everyone a genius, stay humble'],
    moveDown: ['down {abschange} on the day ({source}). weak {name} hands shaking out or the start of a real dump? check the volume'],
    sentiment: ['vibe check: {sentimentSource} says {sentiment}. ct will say whatever its {name} bags need'],
    unavailable: ['no live price feed for {name} right now, so no chart porn today, {name} fundamentals only ser'],
    cta: ["that's it on {it} anon.", "ok that's the {it} alpha."],
    marker: ['🧵', '👇'],
  },
  hype: {
    point: ['THIS is huge 👉', "Here's where it gets exciting:", "Don't sleep on this 🔥", 'Massive:'],
    trend: ['The trend is CLEAR:', 'Momentum alert ⚡'],
    summary: ["Quick primer so you're ready 👇", "Here's the big idea:"],
    quote: [{ t: "Here's what {author} said 👇 “{quote}”", all: ['author'] }, "Here's the post 👇 “{quote}”"],
    snapshot: [
      { t: 'The numbers on {tag} right now 👇 {figures} ({source})', all: ['token'] },
      'The numbers right now 👇 {figures} ({source})',
    ],
    turnover: ['{turnover} of the market cap traded in ONE day ({volume} vs {mcap}, {source}). People are paying attention to {name} 👀'],
    moveUp: ['{name} is up {abschange} in 24 hours ({source})! The {name} momentum is building 🔥'],
    moveDown: ['Down {abschange} today ({source})? Volatility is the price of admission for {name}, and builders keep building 💪'],
    sentiment: ['Sentiment on {sentimentSource}: {sentiment}! The {name} community is LOCKED IN 🔥'],
    unavailable: ["Live prices for {name} aren't available right now, so let's focus on what REALLY matters: {name}'s fundamentals 🔥"],
    cta: ["LET'S GO on {it}.", 'Stay locked in on {it}.'],
    marker: ['🧵👇', '🧵'],
  },
  shill: {
    point: ["Why I'm bullish:", 'Underrated detail:', 'The part most people miss 👀', "This is why it's on my watchlist:"],
    trend: ['Where attention is heading:', 'The narrative is forming:'],
    summary: ["If you're new to this, here's the pitch:", 'The one-line pitch:'],
    quote: [{ t: '{author} said it plainly: “{quote}”', all: ['author'] }, 'The post said it plainly: “{quote}”'],
    snapshot: [{ t: 'Current numbers for {tag}: {figures} ({source}).', all: ['token'] }, 'Current numbers: {figures} ({source}).'],
    turnover: ['{turnover} of the market cap changed hands in 24h ({volume} vs {mcap}, {source}). Attention on {name} is building. 📈'],
    moveUp: ["{name} is up {abschange} today ({source}), and most people still haven't noticed {name}. 👀"],
    moveDown: ['{name} is down {abschange} today ({source}). Dips in {name} are when the early people add (not financial advice). 📈'],
    sentiment: ['{sentimentSource} sentiment: {sentiment}. The {name} community sees it too. 👀'],
    unavailable: [
      "No live price data for {name} right now, but I'm not here for one candle anyway: I'm here for {name}'s fundamentals. 💎",
    ],
    cta: ['You heard it here first on {it}.', "Don't say nobody told you about {it}."],
    marker: ['🧵', '👇'],
  },
};
