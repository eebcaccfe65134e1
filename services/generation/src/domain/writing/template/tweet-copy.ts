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
      "Controversial opinion: you don't need a 40-tweet thread to understand {about}. Here's one line. {fact}",
    ],
    educational: [
      'A take that might surprise you: {about} matters for a different reason than most people think. {fact}',
      'Unpopular lesson: {about} is less complicated than it looks. {fact}',
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
    bold: ["Stop nodding along. Here's {about}, explained: {fact}", "You should understand {about}. Here's the short version: {fact}"],
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
      "Most coverage of {about} skips the fundamentals. Let's fix that, one tweet at a time.",
    ],
    casual: [
      "I went down a rabbit hole on {about} this week. Here's what I found.",
      "Let's talk about {about}. Grab a coffee, this is a thread.",
    ],
    bold: [
      "Everything you've been told about {about} is half the story. Here's the other half.",
      '{About} is misunderstood by almost everyone on this app. A thread.',
    ],
    funny: ["I spent my weekend reading about {about} instead of touching grass. You're welcome. A thread."],
    educational: ['5 things everyone should know about {about}. A thread.', 'New to {about}? Start here. A beginner-friendly thread.'],
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
    analytical: ['My spreadsheet: {about} makes sense.\nMy portfolio: hold my beer.'],
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
  funny: ['{About}? Asking for a friend (the friend is me). {fact}'],
  educational: ["{About}? Here's the short answer: {fact}", "{About}? Let's make it simple: {fact}"],
  analytical: ['{About}? Start with this: {fact}', '{About}? The data-first answer: {fact}'],
  hype: ["{About}? Here's why it's EXCITING: {fact}"],
  degen: ['{about}? easy: {fact}', "{about}? ser, it's simple: {fact}"],
};

export const questionTopicStarters: Readonly<Record<TweetTone, string>> = {
  professional: "{About}? Let's answer it properly, one tweet at a time. A thread.",
  casual: '{About}? Good question. Let me walk you through it. A thread.',
  bold: "{About}? Everyone answers this wrong. Here's the right answer. A thread.",
  funny: "{About}? I spent way too long finding out so you don't have to. A thread.",
  educational: "{About}? Here's a beginner-friendly answer, step by step. A thread.",
  analytical: "{About}? Let's look at it from first principles. Thread.",
  hype: "{About}? Oh, you're going to LOVE this answer. A thread.",
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
  professional: ['Usage, not announcements, is the signal.', 'Value has to flow back to holders, or the token is just a ticket.'],
  casual: ["It's simpler than it sounds, and more useful than it looks.", 'Follow the users, not the headlines.'],
  bold: ['Most people will understand this a year too late.', 'The crowd is watching the wrong metric.'],
  funny: ["My portfolio learned this so yours doesn't have to.", "It's either genius or a very expensive lesson. Possibly both."],
  educational: ['Learn the mechanics first; the opinions make sense after.', 'Know who pays, who earns, and what can break.'],
  analytical: ['Watch retention, fees and concentration; ignore the noise.', 'The second-order effects matter more than the headline.'],
  hype: ['This is just getting started!', "The builders are shipping and the timeline hasn't noticed yet!"],
  degen: ["read the docs, size small, don't be exit liquidity.", 'ngmi if you only read the headlines.'],
};

/** Optional closing sentences the tone adds when space allows; stronger ones at higher viral potential. */
export const tweetPunch: Readonly<Record<TweetTone, { calm: readonly string[]; strong: readonly string[] }>> = {
  professional: { calm: ['Worth keeping on your radar.'], strong: ['This will matter more than most people expect.'] },
  casual: { calm: ['Just my two cents.'], strong: ["Honestly can't stop thinking about it."] },
  bold: { calm: ['Remember who told you.'], strong: ['Screenshot this. It will age well.'] },
  funny: { calm: ['My portfolio and I are in therapy together.'], strong: ['I will not be taking questions at this time.'] },
  educational: { calm: ['Understand that, and the rest follows.'], strong: ['Learn this now and thank yourself later.'] },
  analytical: {
    calm: ['The second-order effects matter more than the headline.'],
    strong: ['The data will settle this sooner than the timeline thinks.'],
  },
  hype: { calm: ['This is just the beginning.'], strong: ["We are SO early. LET'S GO."] },
  degen: { calm: ['nfa, dyor.'], strong: ["ngmi if you fade this. wagmi if you don't."] },
};

export const tweetQuestions: Readonly<Record<TweetTone, readonly string[]>> = {
  professional: ["What's your view on {about}?", 'How are you approaching {about}?'],
  casual: ['What do you think?', 'Where are you at with {about}?'],
  bold: ['Agree or disagree?', 'Am I wrong?'],
  funny: ["Am I wrong? (I'm not.)", 'Who else relates?'],
  educational: ['What part of {about} should I explain next?', 'What confused you most when you first learned about {about}?'],
  analytical: ['What am I missing?', 'What data would change your mind?'],
  hype: ["Who's with me?!", 'Are you ready?'],
  degen: ['you in or ngmi?', 'fading or aping?'],
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
  professional: 'Follow for more.',
  casual: 'Follow for more.',
  bold: 'Repost if you agree.',
  funny: 'Repost this.',
  educational: 'Save this.',
  analytical: 'Bookmark this.',
  hype: 'Repost!',
  degen: 'rt',
};

export const tweetCtas: Readonly<Record<TweetTone, readonly string[]>> = {
  professional: ['Follow for more analysis like this.', 'Repost if this was useful.'],
  casual: ['Follow along if this was useful.', "Share it with a friend who's curious."],
  bold: ['Repost if you agree.', "Follow if you want the takes before they're consensus."],
  funny: ['Like this if your portfolio also needs a hug.', 'Repost so I feel less alone.'],
  educational: ['Save this for later and share it with someone learning crypto.', 'Follow for one clear explainer a day.'],
  analytical: ['Bookmark this and check back in a month.', 'Follow for more data-first takes.'],
  hype: ["Repost and let's get this in front of everyone!", "Follow so you don't miss what's next!"],
  degen: ["rt if you're early", 'follow for more alpha, no paywall'],
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
  general: ['No jargon needed to see why that matters.', "You don't need to be a crypto expert to see why that matters."],
  'crypto-natives': ["If you've been around a cycle or two, you know how this plays out.", 'CT regulars know exactly what I mean.'],
  defi: ['DeFi folks: check where the yield actually comes from.', 'For LPs and farmers, that changes the risk math.'],
  nft: ['For collectors: community and utility outlast the floor.', 'NFT folks will recognise this pattern.'],
  traders: ['Traders: trade the reaction, not the headline.', 'Mind your risk: volatility cuts both ways.'],
  builders: ['Builders: this is where the design space is opening up.', "If you're shipping in this space, plan for it now."],
  investors: ['For long-term holders, fundamentals are the story.', 'Investors: think in years, not candles.'],
  newcomers: ['New to crypto? Start small and learn the basics first.', "If you're new here, that's the one thing to remember."],
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
