import type { ThreadTone, TweetAudience, TweetTone, TweetType } from '@chainscribe/contracts';
import type { Line } from './lines.ts';

/**
 * Single tweets: the tweet type gives the shape, the tone gives the voice. `{fact}` is a point
 * from research (or a voiced rule of thumb when there is none), `{news}` a real headline with its
 * source, `{about}` the topic. Emojis live only in the emoji slots, so "Emojis off" removes all.
 */
export const tweetLeads: Readonly<Record<TweetType, Readonly<Record<TweetTone, readonly Line[]>>>> = {
  insight: {
    professional: ['One insight on {about} that deserves more attention: {fact}', 'A point on {about} that often gets missed: {fact}'],
    casual: ['Been thinking about {about} lately. {fact}', 'Something that clicked for me about {about}: {fact}'],
    bold: ["Here's what most people get wrong about {about}: {fact}", 'The part of {about} nobody wants to say out loud: {fact}'],
    funny: [
      'Insight from someone who reads docs for fun (send help): {fact}',
      "I read about {about} so my group chat doesn't have to. Key takeaway: {fact}",
    ],
    educational: ['Quick lesson on {about}: {fact}', 'If you only learn one thing about {about} today: {fact}'],
    analytical: ['Looking at {about} closely, one thing stands out: {fact}', 'Separating signal from noise on {about}: {fact}'],
    hype: ['This is BIG for {about}: {fact}', 'Can we talk about {about} for a second? {fact}'],
    degen: ['{about} alpha, free of charge: {fact}', "free alpha on {about} because i'm in a good mood: {fact}"],
  },
  'hot-take': {
    professional: [
      'A contrarian view on {about}: the consensus is moving faster than the fundamentals. {fact}',
      'Unpopular but considered: {about} is being priced on narrative, not on usage. {fact}',
    ],
    casual: [
      'Maybe a hot take, but I think people are overthinking {about}. {fact}',
      'Hot take incoming: {about} is simpler than the timeline makes it. {fact}',
    ],
    bold: [
      'Hot take: most of what you read about {about} is wrong. {fact}',
      'Say it with me: {about} = overhyped this month, underhyped this decade. {fact}',
    ],
    funny: [
      'Hot take: {about} discourse is 10% facts and 90% people defending their bags. {fact}',
      "Controversial opinion: you don't need a 40-tweet thread to understand {about}, one line on {it} will do. {fact}",
    ],
    educational: [
      'A take that might surprise you: {about} matters for a different reason than most people think. {fact}',
      'Unpopular lesson: {about} is less complicated than it looks, because {fact}',
    ],
    analytical: ['Contrarian read on {about}: the loudest metric is not the one that matters. {fact}'],
    hype: [
      'HOT TAKE: {about} is going to surprise a LOT of people. {fact}',
      "I'll say it: {about} is the most underrated story in crypto right now. {fact}",
    ],
    degen: [
      'hot take: ct is fading {about} and ct is usually wrong. {fact}',
      'unpopular opinion: {about} is free money for people who read. {fact}',
    ],
  },
  educational: {
    professional: ['{About}, explained briefly: {fact}', 'A short primer on {about}: {fact}'],
    casual: ["Let me explain {about} like I'd explain it to a friend: {fact}", 'Okay, {about} in plain English: {fact}'],
    bold: ["Stop nodding along, here's {about}, explained: {fact}", "You should understand {about}, and here's the short version: {fact}"],
    funny: ["{About}, explained so simply even my uncle got it (he still asked if it's a scam): {fact}"],
    educational: ['Crypto 101, {about}: {fact}', 'Learn {about} in one tweet: {fact}'],
    analytical: ['{About}, broken down to first principles: {fact}'],
    hype: ['Want to understand {about} in 30 seconds? Here we GO: {fact}'],
    degen: ['{about} for the new frens, no cap: {fact}'],
  },
  announcement: {
    professional: ['Announcement: {topic}.', "We're pleased to share an update: {topic}."],
    casual: ['Some news: {topic}.', 'Quick update for everyone following along: {topic}.'],
    bold: ["It's official: {topic}.", 'Big news: {topic}.'],
    funny: ["Breaking (our own) news: {topic}. Yes, we're as surprised as you."],
    educational: ['Update worth knowing about: {topic}.'],
    analytical: ['Update: {topic}. What it changes is below.'],
    hype: ["IT'S HAPPENING: {topic}!", 'The wait is OVER: {topic}!'],
    degen: ['gm. news: {topic}. lfg', "anon, it's happening: {topic}"],
  },
  'thread-starter': {
    professional: [
      '{About}: what it is, why it matters, and what to watch next. A thread.',
      'Most coverage of {about} skips the fundamentals, so this thread walks through {it} one tweet at a time.',
    ],
    casual: [
      "I went down a rabbit hole on {about}, and here's what I found about {it}.",
      "Let's talk about {about}: grab a coffee, this thread on {it} runs long.",
    ],
    bold: [
      "Everything you've been told about {about} is half the story, and this thread is the other half of {it}.",
      '{About} is misunderstood by almost everyone on this app. A thread.',
    ],
    funny: ['I spent my weekend reading about {about} instead of touching grass, so you get this thread on {it}.'],
    educational: [
      'What everyone should know about {about}, in one thread.',
      'New to {about}? Start with this beginner-friendly thread on {it}.',
    ],
    analytical: ["A data-first look at {about}: what the numbers say and what they don't. Thread."],
    hype: ["The {about} story is just getting started, and you're going to want to read this. A thread."],
    degen: ['everything i learned about {about} after way too many hours on ct. a thread for the frens'],
  },
  'news-reaction': {
    professional: [
      { t: 'Reading "{news}" ({newsSource}). My take: {fact}', all: ['news'] },
      'The {about} conversation is moving fast. Before reacting, one thing to keep in mind: {fact}',
    ],
    casual: [
      { t: 'Just read "{news}" ({newsSource}). Honestly? {fact}', all: ['news'] },
      'Everyone on my timeline is reacting to {about}. My two cents: {fact}',
    ],
    bold: [
      { t: '"{news}" ({newsSource}). Everyone\'s reading it wrong. {fact}', all: ['news'] },
      "The timeline's reaction to {about} misses the point. {fact}",
    ],
    funny: [
      { t: 'Me reading "{news}" ({newsSource}) while my portfolio reads me: {fact}', all: ['news'] },
      "CT reacting to {about} like it's the season finale. Meanwhile: {fact}",
    ],
    educational: [
      { t: 'About "{news}" ({newsSource}): here\'s the context you need. {fact}', all: ['news'] },
      "Seeing {about} everywhere? Here's the context you need: {fact}",
    ],
    analytical: [
      { t: 'On "{news}" ({newsSource}): the headline is the first-order effect. The second-order one: {fact}', all: ['news'] },
      'Everyone is reacting to {about}. What matters more: {fact}',
    ],
    hype: [
      { t: '"{news}" ({newsSource})! This is HUGE. {fact}', all: ['news'] },
      "The {about} news cycle is ON FIRE right now. Here's why it matters: {fact}",
    ],
    degen: [
      { t: '"{news}" ({newsSource}). ct is gonna overreact, here\'s what matters: {fact}', all: ['news'] },
      'ct melting down over {about} again. meanwhile: {fact}',
    ],
  },
  question: {
    professional: [
      'A question for builders and investors: how should we think about {about}? {fact}',
      'Where do you stand on {about}? Context: {fact}',
    ],
    casual: ['Genuinely curious: how do you all feel about {about}? {fact}', 'Quick poll in the replies: {about}, yes or no? {fact}'],
    bold: ['Be honest: are you early on {about} or just loud about it? {fact}'],
    funny: ['Serious question: has anyone ever explained {about} to their parents and survived? {fact}'],
    educational: ["What's the hardest part of {about} to understand? Here's where most people get stuck: {fact}"],
    analytical: ["What would change your mind on {about}? For me it's this: {fact}"],
    hype: ['Who else is paying attention to {about} right now?! {fact}'],
    degen: ['anon, real question: are you in on {about} or still fading it? {fact}'],
  },
  meme: {
    professional: ["Me: I'll read one quick thing about {about}.\nAlso me, three hours later: {fact}"],
    casual: [
      "me: I'll just read one thread about {about}\nme, 4 hours later: {fact}",
      'POV: you finally understand {about} and now nobody at dinner wants to talk to you',
    ],
    bold: ['Nobody:\nAbsolutely nobody:\nMe at 3am: {about} is the future.', "Therapist: {about} can't hurt you.\n{About}: {fact}"],
    funny: [
      "my wife: you've been on your phone for 4 hours\nme, reading about {about}: just one more thread",
      'POV: you finally understand {about} and now nobody at dinner wants to talk to you',
    ],
    educational: ["Explaining {about} to my family:\nMe: {fact}\nThem: so it's a scam?"],
    analytical: ['My spreadsheet: {about} makes sense.\nMy portfolio on {it}: hold my beer.'],
    hype: ['Nobody:\nAbsolutely nobody:\nMe every morning: GM, {about} is going to change everything'],
    degen: ['nobody:\nabsolutely nobody:\nme at 3am: {about} is the play', "therapist: {about} can't hurt you\n{about}: {fact}"],
  },
};

/**
 * When the topic is a question ("what is a liquid staking token"), it cannot sit where a noun
 * goes, so the tweet leads with the question itself and answers it.
 */
export const questionTopicLeads: Readonly<Record<TweetTone, readonly string[]>> = {
  professional: ['{About}? The short answer: {fact}', '{About}? One point that deserves more attention: {fact}'],
  casual: ["{About}? Here's how I'd put it: {fact}", '{About}? Okay, my two cents: {fact}'],
  bold: ['{About}? Simple: {fact}', '{About}? Most people get this wrong. {fact}'],
  funny: [
    '{About}? Asking for a friend (the friend is me and {it} is my whole personality now). {fact}',
    '{About}? My therapist says: {fact}',
  ],
  educational: ["{About}? Here's the short answer: {fact}", "{About}? Let's make it simple: {fact}"],
  analytical: ['{About}? Start with this: {fact}', '{About}? The data-first answer: {fact}'],
  hype: ["{About}? Here's why it's EXCITING: {fact}", '{About}? BIG answer: {fact}'],
  degen: ['{about}? easy: {fact}', "{about}? ser, it's simple: {fact}"],
};

export const questionTopicStarters: Readonly<Record<TweetTone, string>> = {
  professional: "{About}? Let's answer it properly, one tweet at a time, in a thread on {it}.",
  casual: '{About}? Good question, so let me walk you through {it} in a thread.',
  bold: "{About}? Everyone answers this wrong, so here's the right answer on {it}, in a thread.",
  funny: "{About}? I spent way too long on {it} so you don't have to. A thread.",
  educational: "{About}? Here's a beginner-friendly answer on {it}, step by step. A thread.",
  analytical: '{About}? A first-principles look at {it}. Thread.',
  hype: "{About}? Oh, you're going to LOVE this answer on {it}. A thread.",
  degen: '{about}? thread for the frens who were too afraid to ask',
};

export const questionTopicMemes: Readonly<Record<TweetTone, string>> = {
  professional: 'Me: {about}?\nAlso me, three hours later: {fact}',
  casual: 'me: {about}?\nalso me, 4 hours and 30 tabs later: {fact}',
  bold: 'Me at 3am: {about}?\nAlso me at 4am: {fact}',
  funny: 'me: {about}?\nalso me, 4 hours and 30 tabs later: {fact}',
  educational: 'Student me: {about}?\nMe now: {fact}',
  analytical: 'Me: {about}?\nMy spreadsheet, 40 tabs later: {fact}',
  hype: "Me yesterday: {about}?\nMe today: {fact} LET'S GO",
  degen: 'me: {about}?\nalso me, 6 hours later: {fact}',
};

/** Short rules of thumb: the last resort when every researched point is too long for the options asked. */
export const shortTakes: Readonly<Record<TweetTone, readonly string[]>> = {
  professional: ['Usage of {it}, not announcements about it, is the signal.', 'Value from {it} has to reach the people taking the risk.'],
  casual: ['{It} is simpler than it sounds, and more useful than it looks.', 'With {it}, follow the users, not the headlines.'],
  bold: ['Most people will understand {it} a year too late.', 'The crowd is watching the wrong metric on {it}.'],
  funny: [
    "My portfolio learned {it} the hard way so yours doesn't have to.",
    '{It} is either genius or a very expensive lesson, possibly both.',
  ],
  educational: [
    'Learn the mechanics of {it} first; the opinions make sense after.',
    'With {it}, know who pays, who earns, and what can break.',
  ],
  analytical: [
    'On {it}, watch retention, fees and concentration, and ignore the noise.',
    'The second-order effects of {it} matter more than the headline.',
  ],
  hype: ['{It} is just getting started!', "The builders behind {it} are shipping and the timeline hasn't noticed yet!"],
  degen: ["read the docs on {it}, size small, don't be exit liquidity.", 'ngmi if you only read the headlines on {it}.'],
};

/** Optional closing sentences the tone adds when space allows; stronger ones at higher viral potential. */
export const tweetPunch: Readonly<Record<TweetTone, { calm: readonly string[]; strong: readonly string[] }>> = {
  professional: {
    calm: ['Worth keeping {it} on your radar.', '{It} deserves a closer read than it gets.'],
    strong: ['{It} will matter more than most people expect.', 'Expect {it} to be a bigger story by next quarter.'],
  },
  casual: {
    calm: ['Just my two cents on {it}.', 'Anyway, that is where I am on {it}.'],
    strong: ["Honestly can't stop thinking about {it}.", '{It} has been living in my head all week.'],
  },
  bold: {
    calm: ['Remember who told you about {it}.', 'Come back to this when {it} is everywhere.'],
    strong: ['Screenshot this take on {it}.', 'Bookmark this for when {it} proves the point.'],
  },
  funny: {
    calm: ['My portfolio and I are in therapy over {it}.', '{It} and I need some time apart.'],
    strong: ['I will not be taking questions about {it} at this time.', 'No further comments on {it}, my lawyer says.'],
  },
  educational: {
    calm: ['Understand that about {it}, and the rest follows.', 'That one idea unlocks most of {it}.'],
    strong: ['Learn {it} now and thank yourself later.', 'Get {it} right now, before everyone needs it explained.'],
  },
  analytical: {
    calm: ['The second-order effects of {it} matter more than the headline.', 'The base rates on {it} say patience.'],
    strong: [
      'The data on {it} will settle this sooner than the timeline thinks.',
      'Run the numbers on {it} and the conclusion writes itself.',
    ],
  },
  hype: {
    calm: ['This is just the beginning for {it}.', '{It} is only warming up.'],
    strong: ["We are SO early on {it}. LET'S GO.", '{It} is about to go VERTICAL on the timeline.'],
  },
  degen: {
    calm: ['nfa, dyor on {it}.', 'not advice, just {it} vibes.'],
    strong: ["ngmi if you fade {it}, wagmi if you don't.", 'fading {it} here is a choice anon.'],
  },
};

export const tweetQuestions: Readonly<Record<TweetTone, readonly string[]>> = {
  professional: ["What's your view on {about}?", 'How are you approaching {about}?'],
  casual: ['What do you think about {it}?', 'Where are you at with {it}?'],
  bold: ['Agree or disagree on {it}?', 'Am I wrong about {it}?'],
  funny: ["Am I wrong about {it}? (I'm not.)", 'Who else relates to the struggle with {it}?'],
  educational: ['What part of {it} should I explain next?', 'What confused you most when you first learned about {it}?'],
  analytical: ['What am I missing on {it}?', 'What data would change your mind on {it}?'],
  hype: ["Who's with me on {it}?!", 'Are you ready for {it}?'],
  degen: ['you in on {it} or ngmi?', 'fading or aping {it}?'],
};

/** The shortest forms, used only when the longer ones leave no room. */
export const shortQuestions: Readonly<Record<TweetTone, string>> = {
  professional: 'Thoughts?',
  casual: 'Thoughts?',
  bold: 'Agree?',
  funny: 'Relatable?',
  educational: 'Questions?',
  analytical: 'Agree?',
  hype: "Who's in?!",
  degen: 'wagmi?',
};
export const shortCtas: Readonly<Record<TweetTone, string>> = {
  professional: 'Follow along.',
  casual: 'Follow along.',
  bold: 'Repost if you agree.',
  funny: 'Repost this.',
  educational: 'Save this.',
  analytical: 'Bookmark this.',
  hype: 'Repost!',
  degen: 'rt',
};

export const tweetCtas: Readonly<Record<TweetTone, readonly string[]>> = {
  professional: ['Follow for more analysis of {it} and the space around it.', 'Repost if this take on {it} was useful.'],
  casual: ['Follow along if this helped with {it}.', "Share it with a friend who's curious about {it}."],
  bold: ['Repost if you agree on {it}.', "Follow for takes on {it} before they're consensus."],
  funny: ['Like this if {it} also broke your portfolio.', 'Repost so I feel less alone with {it}.'],
  educational: ['Save this and share it with someone learning about {it}.', 'Follow for one clear explainer a day, {it} included.'],
  analytical: ['Bookmark this and check {it} again in a month.', 'Follow for more data-first takes on {it}.'],
  hype: ["Repost and let's get {it} in front of everyone!", "Follow so you don't miss what's next for {it}!"],
  degen: ["rt if you're early on {it}", 'follow for more alpha on {it}, no paywall'],
};

export const tweetEmojis: Readonly<Record<TweetTone, readonly string[]>> = {
  professional: ['📊', '📌'],
  casual: ['👀', '🙌'],
  bold: ['🔥', '⚡'],
  funny: ['😂', '💀'],
  educational: ['💡', '📚'],
  analytical: ['📊', '🔍'],
  hype: ['🚀', '🔥', '⚡'],
  degen: ['🐸', '💀', '🫡'],
};

export const audienceLines: Readonly<Record<TweetAudience, readonly string[]>> = {
  general: ['No jargon needed to see why {it} matters.', "You don't need to be a crypto expert to follow {it}."],
  'crypto-natives': [
    "If you've been around a cycle or two, you know how {it} plays out.",
    'CT regulars know exactly what I mean about {it}.',
  ],
  defi: ['DeFi folks: check where the yield in {it} actually comes from.', 'For LPs and farmers, {it} changes the risk math.'],
  nft: ['For collectors: community and utility around {it} outlast the floor.', 'NFT folks will recognise this pattern in {it}.'],
  traders: ['Traders: trade the reaction to {it}, not the headline.', 'Mind your risk on {it}: volatility cuts both ways.'],
  builders: ['Builders: {it} is where the design space is opening up.', "If you're shipping anything near {it}, plan for it now."],
  investors: ['For long-term holders, the fundamentals of {it} are the story.', 'Investors: think about {it} in years, not candles.'],
  newcomers: [
    'If you are new to crypto, start small with {it} and learn the basics first.',
    "If you're new here, that's the one thing to remember about {it}.",
  ],
};

/** The thread voice whose rules of thumb suit a tweet tone when research has nothing. */
export const fallbackVoice: Readonly<Record<TweetTone, ThreadTone>> = {
  professional: 'educational',
  casual: 'calm',
  bold: 'hype',
  funny: 'degen',
  educational: 'educational',
  analytical: 'calm',
  hype: 'hype',
  degen: 'degen',
};

export const lowercaseTones: ReadonlySet<TweetTone> = new Set(['degen']);
