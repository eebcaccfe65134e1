import type { HookStyle, ThreadTone } from '@chainscribe/contracts';
import type { Line } from './lines.ts';

/**
 * Opening tweets, per tone and hook style. Every sentence names the topic: {about}/{About} the
 * subject as typed (a token's cashtag, "this post from @x"), {it}/{It} its short noun phrase
 * ("L2s", the token's name). Question hooks ask, bold hooks make a claim, story hooks open in the
 * first person without inventing when ("last week" would be a claim we cannot back).
 *
 * Stat hooks keep their promise: with live figures they state one with its source ({statline},
 * {price}, {change}, {volume} with {source}); without, they promise a count ({k}) and the writer
 * numbers exactly that many points after them. No hook counts "reasons": the points are a mix of
 * context, risks and signals, so they are promised as points, things or notes.
 */
export const threadHooks: Readonly<Record<ThreadTone, Readonly<Record<HookStyle, readonly Line[]>>>> = {
  educational: {
    question: [
      'Confused by {about}? Here is the clearest breakdown of {it} I can give you in {n} tweets.',
      'Could you explain {about} in one minute? After this thread on {it}, you will.',
      'What actually happens when you dig into {about}? Most explanations of {it} skip the part that matters.',
      { t: 'Ever wondered how {about} really works under the hood? A plain-English walkthrough of {it} 👇', all: ['thing'] },
      { t: 'What is {about} actually for, and what should you check before buying {it}?', all: ['token'] },
      { t: 'What does this post from {author} mean for {it}? Let us unpack it properly.', all: ['author'] },
    ],
    stat: [
      '{k} ideas that make {about} click, one per tweet.',
      'Understanding {about} comes down to {k} points. Here they are, numbered, so you can keep your place in {it}.',
      'It takes {k} concepts to really understand {about}, and each gets its own tweet below.',
      { t: '{statline} Numbers are the easy part of {it}; here is how to read them.', all: ['market'] },
      { t: '{name} at {price} ({source}). What is behind the number on {it}, in {k} tweets.', all: ['price'] },
    ],
    bold: [
      'Most takes on {about} skip the mechanics. This thread on {it} does not.',
      'The best way to understand {about} is from first principles, so this thread builds {it} up piece by piece.',
      { t: '{About} is simpler than CT makes it look: the whole picture of {it}, step by step.', all: ['thing'] },
      { t: 'Before you form an opinion on {about}, learn how {it} actually works in this short course.', all: ['token'] },
      { t: 'This post from {author} gets one big thing right about {it} and rushes past another.', all: ['author'] },
    ],
    story: [
      'I spent a weekend going deep on {about} so you do not have to. Here is what I learned about {it}.',
      'I used to skim past {about}. Then I sat down and worked through {it} properly, and these are my notes.',
      { t: 'A year ago I could not have explained {about}. These are the notes on {it} I wish I had had.', any: ['thing', 'question'] },
      { t: 'A friend asked me {about}, and my first answer was wrong. Here is the better one on {it}.', all: ['question'] },
      { t: 'A friend put it to me: {about}. I had to think before answering, and here is where I landed on {it}.', all: ['claim'] },
      { t: 'I read this post from {author} three times before {it} clicked. Here is the breakdown I wrote for myself.', all: ['author'] },
    ],
  },
  calm: {
    question: [
      'What do we really know about {about}, once the noise settles? A slow look at {it}.',
      'How much of what you read about {about} will still matter in a year? A quieter take on {it}.',
      { t: 'Is {about} worth your attention right now? A measured way to think about {it}.', any: ['thing', 'post'] },
      { t: 'What is {about} worth to you, beyond the chart? A calm look at the fundamentals of {it}.', all: ['token'] },
      { t: 'What is the signal in this post from {author}, once you set the replies about {it} aside?', all: ['author'] },
    ],
    stat: [
      '{k} observations on {about}, without the hype.',
      '{k} things I keep coming back to when I think about {about}.',
      '{k} quiet notes on {about}, numbered, one per tweet.',
      { t: "{statline} One day's move says little about {it}; here is what I look at instead.", all: ['market'] },
      { t: '{name} sits at {price} ({source}). The number matters less than the {k} things below about {it}.', all: ['price'] },
    ],
    bold: [
      'The loudest takes on {about} are rarely the most useful ones, so here is a quieter view of {it}.',
      'Patience is the most underrated edge when it comes to {about}.',
      { t: 'You do not need to rush into {about}; you need to understand {it}.', all: ['thing'] },
      { t: '{About} rewards patience more than speed.', all: ['thing'] },
      { t: 'There is a calmer way to read this post from {author} on {it} than the replies suggest.', all: ['author'] },
    ],
    story: [
      'I used to chase every headline about {about}. These days I read slowly and act rarely on {it}, and here is why.',
      'I stepped away from the timeline to think about {about}. A few notes on {it} from that quiet stretch.',
      { t: "Last cycle I made every mistake possible with {about}. This is what I'd tell my past self about {it}.", all: ['thing'] },
      { t: 'I sat with this post from {author} for a day before writing anything. Here is where I landed on {it}.', all: ['author'] },
    ],
  },
  degen: {
    question: [
      { t: "anon, are you actually early on {about} or just loud about it? let's find out what {it} really is", any: ['thing', 'post'] },
      'real question, anon: do you actually get {about}, or just the memes about {it}?',
      'is ct even reading the fine print on {about}? doubt it, so here is this thread on {it}',
      "why is nobody on ct talking about {about} properly? fine, i'll do this thread on {it}",
      { t: "what if {about} is the trade and everyone's fading {it}? 👀", all: ['thing'] },
      { t: "are we really sleeping on {about} right now? let's look at {it}", all: ['token'] },
      { t: 'did {author} just drop alpha on {it} in public? 👀', all: ['author'] },
    ],
    stat: [
      "{k} things about {about} your favourite influencer won't tell you 🐸",
      '{k} things i learned about {about} the expensive way 💸',
      '{k} notes on {about} for the frens, numbered so you can keep up',
      { t: "{statline} the tl is asleep on {it}. here's the setup", all: ['market'] },
      { t: "{name} printing {change} on the day at {price} ({source}) 👀 here's what i'm watching", all: ['price', 'change', 'up'] },
      {
        t: '{name} bleeding {change} on the day, now {price} ({source}). capitulation or opportunity? {k} things to check',
        all: ['price', 'change', 'down'],
      },
    ],
    bold: [
      "hot take: most of ct is ngmi on {about}. here's why {it} is misread",
      "the tl has no clue about {about}. i'll explain {it} once",
      { t: '{about} is the most mispriced narrative on ct, not even close', all: ['thing'] },
      { t: "ct is about to learn {about} the hard way. don't be exit liquidity on {it}", any: ['thing', 'question', 'claim'] },
      { t: 'this post from {author} is alpha on {it} and half of ct scrolled past it', all: ['author'] },
    ],
    story: [
      "i got rekt ignoring {about} last cycle. not making that mistake twice, here's the playbook on {it}",
      "i used to fade everyone talking about {about}. then i actually read up on {it}, here's what changed my mind",
      '3am, charts open, and i finally understood {about}. thread on {it} for the frens',
      { t: "my friend aped into {about} without reading anything. i read everything on {it}, here's what i found", all: ['thing'] },
      { t: "i saw this post from {author} at 2am and couldn't sleep. here's why {it} matters", all: ['author'] },
    ],
  },
  hype: {
    question: [
      'Are you paying attention to {about}? Because you SHOULD be watching {it} 🚀',
      'Do you REALLY understand {about}? Most people do not get {it}, so let us fix that 🔥',
      { t: "Ready for the biggest conversation on CT right now? It's {about}, and {it} is HEATING UP 👇", any: ['thing', 'claim', 'post'] },
      { t: 'What happens when {about} goes mainstream? Let us talk about {it} 🔥', all: ['thing'] },
      { t: 'Is {about} about to have its moment? Everything you need to know about {it} ⚡', all: ['token'] },
      { t: 'Did you see what {author} just posted about {it}?! This is BIG 🔥', all: ['author'] },
    ],
    stat: [
      '{k} things about {about} that are going to blow your mind 🤯',
      "{k} things I can't stop saying about {about} 🔥",
      '{k} points on {about} that have my FULL attention right now 🔥',
      { t: '{statline} The momentum on {it} is REAL 🚀', all: ['market', 'up'] },
      { t: "{statline} Red day? Builders don't care, and I'm still fired up about {it} 🔥", all: ['market', 'down'] },
      { t: '{name} at {price} with {volume} traded in 24h ({source}). People are WATCHING {it} ⚡', all: ['price', 'volume'] },
    ],
    bold: [
      'The conversation around {about} is about to get LOUD. Get ahead of {it} now ⚡',
      'Nobody is explaining {about} properly. Until now: this thread on {it} 🚀',
      { t: '{About} is about to change EVERYTHING, and here is why {it} matters 🚀', all: ['thing'] },
      { t: 'This is the moment for {about}. No more waiting on {it} 🔥', all: ['thing'] },
      { t: 'This post from {author} says what everyone has been thinking about {it}. And it is HUGE 🔥', all: ['author'] },
    ],
    story: [
      "A year ago I was skeptical about {about}. Now I'm ALL IN on {it}, and here's what changed 🚀",
      "I'll never forget the day I finally understood {about}. Here's the story of {it} 🔥",
      { t: 'I saw this post from {author} and literally got chills about {it} 🔥', all: ['author'] },
    ],
  },
  shill: {
    question: [
      'Why is nobody talking about {about} yet? You are still early on {it} 👀',
      { t: 'Are you still sleeping on {about}? Most people are, and that is the opportunity in {it} 👀', any: ['thing', 'post'] },
      'Has anyone explained {about} to you properly yet? Here is why {it} is on my radar 👀',
      {
        t: "Want to know what I'm watching closest right now? It's {about}, and here's why {it} made my list 👀",
        any: ['thing', 'claim', 'post'],
      },
      { t: 'What if {about} is the most undervalued play of this cycle? Hear me out on {it} 👇', all: ['thing'] },
      { t: 'Still have not looked at {about}? Here is why {it} is on my watchlist 👀', all: ['token'] },
      { t: 'Did you catch this post from {author}? It points at something about {it} most people are still missing 👀', all: ['author'] },
    ],
    stat: [
      '{k} things that convinced me to pay attention to {about} 📈',
      '{k} points I keep coming back to on {about} 📈',
      { t: '{k} signs {about} is still early 👀', all: ['thing'] },
      { t: "{statline} Most people haven't noticed {it} yet. I have 📈", all: ['market'] },
    ],
    bold: [
      { t: "I don't shill often, but {about} deserves your attention. 👀", any: ['thing', 'post'] },
      { t: 'Bookmark this: {about} is going to matter a lot more than people think. 📈', any: ['thing', 'post'] },
      'Bookmark this thread on {about}. You will want it when {it} is everywhere. 📈',
      'Few people are paying attention to {about} yet, and that will not last for {it}. 👀',
      { t: '{About} is the most slept-on opportunity in crypto right now. 💎', all: ['thing'] },
      { t: 'This post from {author} points straight at the opportunity in {it}. Most people will scroll past it. 👀', all: ['author'] },
    ],
    story: [
      "The first time I looked into {about}, I almost passed. Glad I didn't, and here's why {it} stuck 👀",
      'I used to roll my eyes at anyone talking about {about}. Then I did the research on {it}. 👀',
      { t: "I found {about} while everyone was busy chasing memes. I haven't stopped digging into {it} since. 💎", all: ['thing'] },
      { t: "I almost scrolled past this post from {author}. Then I read it twice, and here's why {it} matters 👀", all: ['author'] },
    ],
  },
};
