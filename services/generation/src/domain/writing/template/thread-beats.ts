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
] as const;
export type GenericBeat = (typeof genericBeats)[number];

type BeatCopy = Readonly<Record<GenericBeat, readonly Line[]>>;

export const beatCopy: Readonly<Record<ThreadTone, BeatCopy>> = {
  educational: {
    basics: [
      'If this topic is new to you, keep three questions in mind for the rest of this thread: what problem does it solve, who pays for it, and what would make it fail?',
      'A simple mental model before we go further: every crypto system trades off cost, speed and who you have to trust. Ask where this one sits.',
    ],
    'why-now': [
      'Why this matters now: infrastructure that used to be experimental is becoming the default. When defaults change, so do the winners.',
      'Why should you care? Because the design choices being made now decide fees, security and who captures value for years.',
    ],
    'value-flow': [
      'Follow the money: who pays fees, who earns them, and who holds the token? If value never flows back to holders, the token is just a ticket.',
      'Ask who captures the value: users, the protocol, validators or token holders. The answer tells you more than any roadmap.',
    ],
    'bull-case': [
      'The bull case, stated fairly: if adoption keeps growing, systems that are already reliable and liquid tend to compound their lead.',
    ],
    'bear-case': [
      "Steelman the other side. What would have to be true for this to fail? If you can't answer that, you don't understand it yet.",
      'The bear case deserves a hearing too: competition, regulation and plain user indifference can stall even good technology.',
    ],
    'risk-technical': [
      "Technical risks to understand: smart-contract bugs, upgradeable contracts with admin keys, and bridges, which sit behind many of crypto's largest hacks.",
      'Before you trust a protocol, check three things: has it been audited, who can upgrade it, and what happens to your funds if something breaks?',
    ],
    'risk-market': [
      'Market risks are a separate list: thin liquidity, token unlocks that add supply, and leverage that forces selling in a downturn.',
      'Check the token unlock schedule. New supply hitting the market can outweigh good news for months.',
    ],
    'signal-usage': [
      'What to watch: active users, fees paid, and retention (people coming back week after week). Announcements are noise; usage is signal.',
      "A useful habit: compare what's promised with what's used. Public dashboards on DefiLlama and Dune make that easy to check.",
    ],
    'signal-onchain': [
      'On-chain data helps: wallet concentration, exchange inflows and large holders moving funds often show up before the price does.',
    ],
    'token-use': [
      "First question for any token: what is it used for? Fees, staking, governance, or nothing at all? {name}'s answer decides its long-term demand.",
    ],
    'token-signals': [
      "What I'd watch on {name}: the unlock schedule, exchange inflows, and whether volume holds up on red days as well as green ones.",
    ],
    'post-take': [
      'What the post gets right: the direction. What deserves a question: the timeline. Crypto is often right about where, and wrong about when.',
    ],
    'post-implication': [
      "What it means for you: don't trade the post, study the idea. Ideas that survive a week of replies are usually worth a closer look.",
    ],
    'playbook-research': [
      "Doing your own research, concretely: read the docs, check the audits, look at who's building, and notice whether the community talks about the product or only the price.",
    ],
    'playbook-position': [
      "A simple approach if you want exposure: decide your size before you buy, spread entries over time, and write down why you're in.",
    ],
    'mistake-chasing': [
      "A common mistake: buying after the narrative is everywhere. By the time it's obvious, much of the upside is usually priced in.",
    ],
    'mistake-leverage': [
      'Another mistake: leverage on volatile assets. Swings of 20 to 30 percent are normal in crypto, and leverage turns normal swings into liquidations.',
    ],
    timeframe: ['Zoom out: most important shifts in crypto took years, not weeks. Judge progress by quarters, not by daily candles.'],
    summary: [
      {
        t: 'TL;DR: understand how {about} works, follow where the value goes, know the risks, and watch usage over headlines.',
        all: ['thing'],
      },
      'TL;DR: learn the mechanics, follow the value, know the risks, and watch usage over headlines.',
      'Quick recap: the mechanics first, then the money, then the risks. That order works for {about} and for almost anything else in crypto.',
    ],
    closer: [
      { t: "That's the framework. Bookmark it for the next time {about} shows up on your timeline.", any: ['thing', 'claim', 'post'] },
      'Hope this made {about} clearer. Follow for more breakdowns like this one.',
    ],
  },
  calm: {
    basics: [
      "If you're just starting out, there's no need to understand every detail. Understand the trade-offs, and the details will make sense later.",
      'For newcomers: the jargon is the hardest part. Underneath it, most ideas here come down to who holds the keys and who takes the risk.',
    ],
    'why-now': [
      'Why pay attention now? Not because of the price. Because the underlying pieces are maturing, and that usually happens quietly.',
      'The timing question is less about catching a move and more about understanding the space before it gets crowded.',
    ],
    'value-flow': [
      "It's worth tracing where the fees go. Sustainable systems pay the people who secure them, not just the people who arrived first.",
      "Revenue from real users tends to outlast revenue from incentives. Worth checking which one you're looking at.",
    ],
    'bull-case': ['The optimistic view is reasonable: good infrastructure gets used, and usage builds on itself over years.'],
    'bear-case': [
      "It's also possible this takes far longer than people expect. Plenty of good ideas in crypto were right, just early.",
      'Worth asking the uncomfortable question: what if nobody needs this as much as its fans believe?',
    ],
    'risk-technical': [
      'Code can fail. Keys can be misused. Bridges can be drained. None of that is a reason to panic, only a reason to size carefully.',
    ],
    'risk-market': [
      "Liquidity can vanish when everyone wants out at once. Plan your exits while it's quiet, not when it's loud.",
      'Unlock schedules are dull reading, and they matter. New supply has a way of arriving at inconvenient moments.',
    ],
    'signal-usage': ["I watch usage more than headlines. Are people still using it when there's no incentive to? That's the real test."],
    'signal-onchain': ["On-chain flows won't predict everything, but large holders moving funds to exchanges is worth noticing."],
    'token-use': [
      'A steady question for {name}: what would people need it for if nobody were speculating on it? Long-term demand lives in that answer.',
    ],
    'token-signals': [
      "For {name}, I'd watch the slow signals: supply unlocks, holder concentration, and whether activity stays when the market cools.",
    ],
    'post-take': [
      "The post is pointing in a sensible direction. Where I'd slow down is the timing. These things usually take longer than a post suggests.",
    ],
    'post-implication': ["What I'm taking from it: no action needed today, but the idea is worth following for a while."],
    'playbook-research': ['A good practice: read the documentation before the threads. Primary sources age better than opinions.'],
    'playbook-position': [
      'If you decide to take part, keep it small enough that you can hold through volatility without checking the chart every hour.',
    ],
    'mistake-chasing': ['The most expensive mistake is urgency. Missing one move costs less than rushing into the wrong one.'],
    'mistake-leverage': ['Leverage shortens your time horizon to whatever the market decides. Keeping it off keeps the decisions yours.'],
    timeframe: [
      'Zoom out. The daily chart is noise; the multi-year direction is what matters.',
      'The patient view is usually the profitable one here: fewer decisions, made with more care.',
    ],
    summary: [
      {
        t: 'To sum up: {about} is worth understanding and not worth rushing. Learn first, size small, stay patient.',
        any: ['thing', 'claim', 'post'],
      },
      'In short: stay curious about {about}, stay sceptical of urgency, and let time do some of the work.',
    ],
    closer: [
      "That's all for now. No urgency, just understanding. Thanks for reading.",
      "Thanks for reading this far. Take what's useful, leave the rest.",
    ],
  },
  degen: {
    basics: [
      'new frens, quick primer: every protocol is just someone taking risk so someone else gets yield. figure out which one you are',
      "if you're new: read the docs, not the replies. the replies are mostly people talking their bags",
    ],
    'why-now': [
      "why now? because by the time it's on your normie friend's feed, you're exit liquidity",
      'timing matters. early feels weird and lonely. late feels comfy and gets you rekt',
    ],
    'value-flow': [
      "follow the fees. if nobody's paying to use it, the yield is coming out of your bags",
      'real yield or ponzinomics? check where the money comes from before you ape',
    ],
    'bull-case': ['bull case: it works, everyone uses it, early holders look like geniuses. simple as'],
    'bear-case': [
      "bear case: it's another shiny thing ct forgets in 3 weeks. could happen. that's why you size small",
      'fud check: competitors, regulators, boredom. any one of them can nuke the narrative',
    ],
    'risk-technical': [
      'contracts get exploited, admin keys get "compromised", bridges get drained. read the audit or become a case study',
      "check who holds the upgrade keys. if it's one multisig and a dream, that's your risk",
    ],
    'risk-market': [
      'unlocks, thin books, overleveraged longs. that\'s how you go from "generational entry" to down bad in a week',
      "if you can't exit without moving the price, you don't have a position, you have a hope",
    ],
    'signal-usage': ['watch the dune dashboards, not the influencers. users up only = good. users gone after the airdrop = run'],
    'signal-onchain': ["watch the whales. big wallets sending to exchanges = someone's about to sell you their bags"],
    'token-use': ['what does {name} actually do? if the answer is "number go up", that\'s a meme, not a token model. could still pump tho'],
    'token-signals': ['my {name} checklist: unlock dates, whale wallets, exchange inflows, and whether volume shows up on red days'],
    'post-take': ['the post is directionally right. the timeline is pure hopium. both can be true'],
    'post-implication': ["what it means for you: don't ape the post. ape the research. then maybe ape"],
    'playbook-research': ['dyor means docs, audits, team, github activity. not "a guy with a laser eyes pfp said so"'],
    'playbook-position': [
      'playbook: small size, no leverage, take profits on the way up. yes, even you anon',
      "don't ape your rent. ape your fun money and sleep at night",
    ],
    'mistake-chasing': ['classic mistake: fomo in at the top because the tl is euphoric. then cope for 6 months'],
    'mistake-leverage': ['100x leverage is not a personality. the liquidation engine says thanks'],
    timeframe: ['zoom out ser. the 5 minute chart is making you poor'],
    summary: [
      { t: 'tl;dr: {about} is real, the risks are real, most of ct is trading vibes. be the one who read the thread', all: ['thing'] },
      "tl;dr: learn {about}, size small, don't be exit liquidity. that's the whole alpha",
    ],
    closer: ["that's the thread. nfa, dyor, and stop trading on vibes alone 🫡", "that's it anon. bookmark it before ct catches on 🐸"],
  },
  hype: {
    basics: [
      'New here? PERFECT timing. You only need three questions: what does it solve, who pays for it, what could break it? 👇',
      "Don't let the jargon scare you off. The idea underneath is simple, and once it clicks, it CLICKS ⚡",
    ],
    'why-now': [
      "Why NOW? Because the builders are shipping, users are showing up, and the timeline hasn't caught on yet 🚀",
      'The window to be early is short. It ALWAYS is. This is that window ⚡',
    ],
    'value-flow': [
      "Real users paying real fees = a REAL business. That's the signal that separates winners from noise 💰",
      "When value flows back to the community, everything accelerates. That flywheel is what I'm watching 🔥",
    ],
    'bull-case': ["The bull case? Adoption keeps climbing, builders keep shipping, and everyone who waited wishes they hadn't 🚀"],
    'bear-case': ['Sure, there are doubters. There ALWAYS are. Listen to them, learn from them, and keep building 💪'],
    'risk-technical': [
      "Know the risks: bugs, admin keys, bridges. Respect them, because that's how you stay in the game long enough to WIN 🔥",
    ],
    'risk-market': ['Watch the unlocks and the liquidity. Smart players plan the exit BEFORE they enter ⚡'],
    'signal-usage': ['The usage numbers are where the story is! Watch active users and fees: when they climb, EVERYTHING follows 📈'],
    'signal-onchain': ["On-chain doesn't lie! Watch where the big wallets are moving, because that's where the action is 🐋"],
    'token-use': ["Here's what gets me about {name}: the token has a JOB. When usage grows, demand for it grows too 🔥"],
    'token-signals': ['Watching {name} closely: volume, new wallets, ecosystem launches. When those line up, things move FAST ⚡'],
    'post-take': ["The direction in this post is SPOT ON. Timelines are always hard, but the vision? That's the part that matters 🔥"],
    'post-implication': ['What does this mean for you? Get informed NOW, while most people are still scrolling past ⚡'],
    'playbook-research': [
      "Do the homework! Docs, audits, team, community. Once you see it for yourself, you'll get why I'm this excited 🔥",
    ],
    'playbook-position': ["The play: start small, learn fast, scale up when you're CONFIDENT. Momentum rewards the prepared 🚀"],
    'mistake-chasing': ['Biggest mistake? Waiting for "certainty". By the time it\'s certain, the easy gains are GONE ⚡'],
    'mistake-leverage': ['Stay in the game! No reckless leverage. The people who win are the ones still here next cycle 💪'],
    timeframe: ['Zoom OUT. The long-term picture is what gets me fired up 🚀'],
    summary: [
      'TL;DR: learn it, watch it, be ready. The people paying attention to {about} now will be glad they did 🔥',
      { t: "TL;DR: {About} is one of the most exciting things in crypto right now, and we're still EARLY 🚀", all: ['thing'] },
    ],
    closer: ["That's it! Now you know. Let's GO 🚀🚀", 'Stay locked in. This is just the beginning ⚡'],
  },
  shill: {
    basics: [
      "If you're new: the best entries come when something is still hard to explain. That's where we are right now.",
      'New to this? Good. The people who take the time to understand it early are the ones who benefit most.',
    ],
    'why-now': [
      "Why now: attention hasn't arrived yet, but the fundamentals have. That gap doesn't last forever. 📈",
      "Every cycle has a narrative people wish they'd noticed sooner. My bet is this is one of them.",
    ],
    'value-flow': [
      "The value accrual is what got me. When usage grows, holders benefit. That's the setup I look for. 💎",
      'Most tokens have no link to usage at all. The ones that do are rare. Keep that in mind. 👀',
    ],
    'bull-case': ["Bull case: the product works, users are sticking, and the market hasn't priced it in. That's the asymmetry. 📈"],
    'bear-case': ['The doubters have a point: competition is real. But being early means buying when the doubts are loudest. 👀'],
    'risk-technical': ['Risks exist, and audits and admin keys matter. The teams I back are the ones that show their work in public. 👀'],
    'risk-market': ['Yes, check the unlock schedule. Some of the best entries come right after a supply overhang clears. 📈'],
    'signal-usage': ["The metric I watch: retention. When users stay after the incentives end, you've found something real. 👀"],
    'signal-onchain': ['Watch what the big wallets do, not what the timeline says. Quiet accumulation shows up on-chain first. 🐋'],
    'token-use': [
      "{name} isn't just a ticker. The token has a role in how the network runs, and that's what makes it interesting to me. 💎",
    ],
    'token-signals': [
      "On my {name} watchlist: ecosystem launches, new wallets, and volume on quiet days. That's where conviction shows. 👀",
    ],
    'post-take': ["This post is pointing at the opportunity. The details will shift, the direction won't. 📈"],
    'post-implication': ["What I'm doing with it: adding this to my research list, and I'd suggest you do the same. 👀"],
    'playbook-research': ["Go read the docs yourself. The more you dig, the more you'll see why I'm convinced. 💎"],
    'playbook-position': [
      "How I'm approaching it: a starter position, adding on confirmation. Not financial advice, do your own research. 📈",
    ],
    'mistake-chasing': ["The mistake I see most: waiting until everyone agrees. By then you're buying from the early ones. 📈"],
    'mistake-leverage': ["Don't overleverage this. The thesis needs time to play out, and patience is the edge. 💎"],
    timeframe: ['This is a multi-month story, not a weekend trade. The patient ones will be glad they paid attention. 💎'],
    summary: [
      'TL;DR: this one is worth your time. Do the research on {about} before the crowd does. 👀',
      { t: 'TL;DR: strong fundamentals, growing attention, still early. {About} is on my watchlist for a reason. 📈', all: ['thing'] },
    ],
    closer: [
      "That's my case. Do your own research, but don't say nobody told you. 👀",
      'Bookmark this thread. Revisit it in six months. 📈',
    ],
  },
};

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
      "One useful ratio is 24h volume divided by market cap. For {name} that's {turnover} ({volume} vs {mcap}, {source}). Higher means more of the supply is changing hands.",
    ],
    moveUp: [
      'A {change} move in 24h ({source}) tells you about attention, not value. Check whether volume supports it before reading too much into it.',
    ],
    moveDown: ['Down {abschange} in 24h ({source}). A drop is a good moment to re-check the thesis rather than react to the candle.'],
    sentiment: [
      'Sentiment check: {sentimentSource} shows the community leaning {sentiment}. Useful as a mood gauge, not as a signal on its own.',
    ],
    unavailable: ["I'd normally add live numbers here, but price data isn't available right now, so this thread sticks to fundamentals."],
    cta: ['If this helped, pass it on.', 'Thanks for reading.'],
    marker: ['🧵', '👇'],
  },
  calm: {
    point: ['Something worth sitting with:', 'A quiet but important point:', 'One thing that holds up over time:', 'Worth noting:'],
    trend: ["A shift that's happening slowly:", 'Something moving under the surface:'],
    summary: ["Let's start with what it is.", 'First, the plain description.'],
    quote: [{ t: '{author} wrote: “{quote}”', all: ['author'] }, 'The post reads: “{quote}”'],
    snapshot: ['For context, the current numbers: {figures} ({source}).'],
    turnover: [
      "About {turnover} of {name}'s market cap traded in the last 24 hours ({volume} of {mcap}, {source}). Activity, not necessarily conviction.",
    ],
    moveUp: ['Up {abschange} on the day ({source}). Pleasant, but one day is one day.'],
    moveDown: ['Down {abschange} today ({source}). A good day to remember why you were interested in the first place.'],
    sentiment: ['Mood check: {sentimentSource} reads {sentiment} right now. Moods change faster than fundamentals.'],
    unavailable: ["Live price data isn't available at the moment, which is fine: the fundamentals below don't change by the hour."],
    cta: ['Thanks for reading.', "That's all for today."],
    marker: ['🧵', '(a thread)'],
  },
  degen: {
    point: ['the alpha:', 'real talk:', 'ser, read this twice:', 'what the tl misses:', 'ngl this one matters:'],
    trend: ['where the flows are going:', 'the meta right now:'],
    summary: ['tl;dr for the new frens:', 'what it actually is:'],
    quote: [{ t: 'context, {author} posted: “{quote}”', all: ['author'] }, 'context, the post: “{quote}”'],
    snapshot: [{ t: 'numbers check on {tag}: {figures} ({source})', all: ['token'] }, 'numbers check: {figures} ({source})'],
    turnover: ["{turnover} of the mcap traded in 24h ({volume} on {mcap}, {source}). that's not nothing anon"],
    moveUp: ['up {abschange} on the day ({source}). green candles make everyone a genius, stay humble'],
    moveDown: ['down {abschange} on the day ({source}). weak hands shaking out or the start of a real dump? check the volume'],
    sentiment: ['vibe check: {sentimentSource} says {sentiment}. ct will say whatever its bags need'],
    unavailable: ['no live price feed right now so no chart porn today. fundamentals only, ser'],
    cta: ["that's it anon.", "ok that's the alpha."],
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
    turnover: ['{turnover} of the market cap traded in ONE day ({volume} vs {mcap}, {source}). People are paying attention 👀'],
    moveUp: ['{name} is up {abschange} in 24 hours ({source})! The momentum is building 🔥'],
    moveDown: ['Down {abschange} today ({source})? Volatility is the price of admission. Builders keep building 💪'],
    sentiment: ['Sentiment on {sentimentSource}: {sentiment}! The community is LOCKED IN 🔥'],
    unavailable: ["Live prices aren't available right now, so let's focus on what REALLY matters: the fundamentals 🔥"],
    cta: ["LET'S GO.", 'Stay locked in.'],
    marker: ['🧵👇', '🧵'],
  },
  shill: {
    point: ["Why I'm bullish:", 'Underrated detail:', 'The part most people miss 👀', "This is why it's on my watchlist:"],
    trend: ['Where attention is heading:', 'The narrative is forming:'],
    summary: ["If you're new to this, here's the pitch:", 'The one-line pitch:'],
    quote: [{ t: '{author} said it plainly: “{quote}”', all: ['author'] }, 'The post said it plainly: “{quote}”'],
    snapshot: [{ t: 'Current numbers for {tag}: {figures} ({source}).', all: ['token'] }, 'Current numbers: {figures} ({source}).'],
    turnover: ['{turnover} of the market cap changed hands in 24h ({volume} vs {mcap}, {source}). Attention is building. 📈'],
    moveUp: ["{name} is up {abschange} today ({source}), and most people still haven't noticed. 👀"],
    moveDown: ['{name} is down {abschange} today ({source}). Dips are when the early people add. Not financial advice. 📈'],
    sentiment: ['{sentimentSource} sentiment: {sentiment}. The community sees it too. 👀'],
    unavailable: ["No live price data right now, but I'm not here for one candle anyway. I'm here for the fundamentals. 💎"],
    cta: ['You heard it here first.', "Don't say nobody told you."],
    marker: ['🧵', '👇'],
  },
};
