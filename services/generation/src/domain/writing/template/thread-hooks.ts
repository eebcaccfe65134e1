import type { HookStyle, ThreadTone } from '@chainscribe/contracts';
import type { Line } from './lines.ts';

/**
 * Opening tweets, per tone and hook style. Question hooks ask, stat hooks lead with a number (a
 * real figure when market data may be printed, otherwise a count), bold hooks make a claim, story
 * hooks open in the first person. Placeholders: {about}/{About} the subject, {name} and {tag} the
 * token, {author} the post's author, {k} the number of points, {statline} a sourced price line,
 * and single figures ({price}, {change}, {volume}) with {source}.
 */
export const threadHooks: Readonly<Record<ThreadTone, Readonly<Record<HookStyle, readonly Line[]>>>> = {
  educational: {
    question: [
      "Confused by {about}? You're not alone. Here's the clearest breakdown I can give you in {n} tweets.",
      'If someone asked you to explain {about} in one minute, could you? After this thread, you will.',
      "What actually happens when you dig into {about}? Most explanations skip the part that matters. Let's fix that.",
      { t: "Ever wondered how {about} really works under the hood? Here's a plain-English walkthrough.", all: ['thing'] },
      { t: "What is {tag} actually for, and what should you check before you buy it? Let's walk through it.", all: ['token'] },
      { t: "What does this post from {author} actually mean for you? Let's unpack it properly.", all: ['author'] },
    ],
    stat: [
      { t: '{k} ideas that make {about} click. Save this one for later.', all: ['thing'] },
      'Understanding {about} comes down to {k} ideas. Here they are, one per tweet.',
      'It takes about {k} concepts to really understand {about}. Here they are, one per tweet.',
      { t: "{statline} Numbers are the easy part. Here's how to read them.", all: ['market'] },
      { t: "{name} at {price} ({source}). Here's what's behind the number, in {k} tweets.", all: ['price'] },
      { t: '{k} lessons worth taking from this post by {author}.', all: ['author'] },
    ],
    bold: [
      "Most takes on {about} skip the mechanics. This thread doesn't.",
      "The best way to understand {about} is from first principles. So let's build it up, piece by piece.",
      { t: 'Most people use the words around {about} without understanding the mechanics. This thread fixes that.', all: ['thing'] },
      { t: "{About} is simpler than CT makes it look. Here's the whole picture, step by step.", all: ['thing'] },
      { t: "Before you form an opinion on {tag}, learn how it actually works. Here's the short course.", all: ['token'] },
      { t: "This post from {author} gets one big thing right and rushes past another. Let's separate the two.", all: ['author'] },
    ],
    story: [
      "I spent a weekend going deep on {about} so you don't have to. Here's what I learned.",
      'I used to skim past {about}. Then I sat down and worked through it properly. These are my notes.',
      { t: "A year ago I couldn't have explained {about} to save my life. These are the notes I wish I'd had.", all: ['thing'] },
      { t: "A friend asked me {about} last week, and my first answer was wrong. Here's the better one.", all: ['question'] },
      { t: "A friend sent me the claim {about} last week. I had to think before answering. Here's where I landed.", all: ['claim'] },
      { t: "I read this post from {author} three times before it clicked. Here's the breakdown I wrote for myself.", all: ['author'] },
    ],
  },
  calm: {
    question: [
      "What do we really know about {about}, once the noise settles? Let's take it slowly.",
      { t: 'What if {about} deserves less excitement and more attention? A few quiet observations.', any: ['thing', 'claim', 'post'] },
      "How much of what you read about {about} will still matter in a year? Let's take a slower look.",
      { t: "Is {about} worth your time right now? Here's a measured way to think about it.", all: ['thing'] },
      { t: "What is {tag} worth to you, beyond today's chart? A calm look at the fundamentals.", all: ['token'] },
      { t: "What's the signal in this post from {author}, once you set the replies aside? A slower read.", all: ['author'] },
    ],
    stat: [
      '{k} observations on {about}, without the hype.',
      '{k} things I keep coming back to when I think about {about}.',
      { t: "{statline} One day's move says little. Here's what I look at instead.", all: ['market'] },
      { t: '{name} sits at {price} today ({source}). The number matters less than the {k} things below.', all: ['price'] },
    ],
    bold: [
      "The loudest takes on {about} are rarely the most useful ones. Here's a quieter view.",
      { t: "You don't need to rush into {about}. You need to understand it.", all: ['thing'] },
      'Patience is the most underrated edge when it comes to {about}.',
      { t: '{About} rewards patience more than speed.', all: ['thing'] },
      { t: "There's a calmer way to read this post from {author} than the replies suggest.", all: ['author'] },
    ],
    story: [
      "I used to chase every headline about {about}. These days I read slowly and act rarely. Here's why.",
      'I took a week away from the timeline to think about {about}. A few notes from that week.',
      { t: "Last cycle I made every mistake possible with {about}. This is what I'd tell my past self.", all: ['thing'] },
      { t: "I sat with this post from {author} for a day before writing anything. Here's where I landed.", all: ['author'] },
    ],
  },
  degen: {
    question: [
      { t: "anon, are you actually early on {about} or just loud about it? let's find out", any: ['thing', 'claim'] },
      "is ct even reading the fine print on {about}? doubt it. let's go",
      "why is nobody on ct talking about {about} properly? fine, i'll do it",
      { t: "what if {about} is the trade and everyone's fading it? 👀", all: ['thing'] },
      { t: "are we really sleeping on {tag} right now? let's look", all: ['token'] },
      { t: "did {author} just drop alpha in public? 👀 let's break it down", all: ['author'] },
    ],
    stat: [
      "{k} things about {about} your favourite influencer won't tell you 🐸",
      '{k} things i learned about {about} the expensive way 💸',
      { t: '{k} reasons {about} lives rent free in my head 🧠', all: ['thing'] },
      { t: "{statline} the tl is asleep. here's the setup", all: ['market'] },
      { t: "{name} printing {change} on the day at {price} ({source}) 👀 here's what i'm watching", all: ['price', 'change', 'up'] },
      {
        t: '{name} bleeding {change} on the day, now {price} ({source}). capitulation or opportunity? {k} things to check',
        all: ['price', 'change', 'down'],
      },
    ],
    bold: [
      "hot take: most of ct is ngmi on {about}. here's why",
      "the tl has no clue about {about}. i'll explain it once",
      { t: '{about} is the most mispriced narrative on ct. not even close', all: ['thing'] },
      { t: "nobody's ready for what {about} does this cycle. let me explain", all: ['thing'] },
      { t: "ct is about to learn {about} the hard way. don't be exit liquidity", any: ['thing', 'question'] },
      { t: 'this post from {author} is alpha and half of ct scrolled past it. not you though', all: ['author'] },
    ],
    story: [
      { t: "i got rekt ignoring {about} last cycle. not making that mistake twice. here's the playbook", any: ['thing', 'claim'] },
      "i used to fade everyone talking about {about}. then i actually read up on it. here's what changed my mind",
      '3am, charts open, and i finally understood {about}. thread for the frens',
      { t: "my friend aped into {about} without reading anything. i read everything. here's what i found", all: ['thing'] },
      { t: "i saw this post from {author} at 2am and couldn't sleep. here's why", all: ['author'] },
    ],
  },
  hype: {
    question: [
      'Are you paying attention to {about}? Because you SHOULD be. 🚀',
      { t: "Ready for the biggest conversation on CT right now? It's {about}. Let's GO 👇", any: ['thing', 'claim', 'post'] },
      "Do you REALLY understand {about}? Most people don't. Let's fix that 🔥",
      { t: "What happens when {about} goes mainstream? Let's talk about it 🔥", all: ['thing'] },
      { t: "Is {tag} about to have its moment? Here's everything you need to know ⚡", all: ['token'] },
      { t: "Did you see what {author} just posted?! This is BIG. Let's break it down 🔥", all: ['author'] },
    ],
    stat: [
      '{k} things about {about} that are going to blow your mind 🤯',
      "{k} reasons I can't stop talking about {about} 🔥",
      { t: '{k} reasons {about} has my FULL attention right now 🔥', all: ['thing'] },
      { t: "{statline} The momentum is REAL. Here's why 🚀", all: ['market', 'up'] },
      { t: "{statline} Red day? Builders don't care. Here's why I'm still fired up 🔥", all: ['market', 'down'] },
      { t: "{name} at {price} with {volume} traded in 24h ({source}). People are WATCHING. Here's why ⚡", all: ['price', 'volume'] },
    ],
    bold: [
      'The conversation around {about} is about to get LOUD. Get ahead of it now ⚡',
      'Nobody is explaining {about} properly. Until now 🚀',
      { t: "{About} is about to change EVERYTHING. Here's why 🚀", all: ['thing'] },
      { t: 'This is the moment for {about}. No more waiting. 🔥', all: ['thing'] },
      { t: "This post from {author} says what everyone's been thinking. And it's HUGE 🔥", all: ['author'] },
    ],
    story: [
      "A year ago I was skeptical about {about}. Today I'm ALL IN. Here's what changed 🚀",
      "I'll never forget the day I finally understood {about}. Everything changed. Here's the story 🔥",
      { t: "I saw this post from {author} this morning and literally got chills. Here's why 🔥", all: ['author'] },
    ],
  },
  shill: {
    question: [
      "Why is nobody talking about {about} yet? You're still early. 👀",
      { t: "Want to know what I'm watching closest right now? It's {about}. Here's why 👀", any: ['thing', 'claim', 'post'] },
      "Are you still sleeping on {about}? Most people are. That's the opportunity 👀",
      { t: 'What if {about} is the most undervalued play of this cycle? Hear me out 👇', all: ['thing'] },
      { t: "Still haven't looked at {tag}? Here's why it's on my watchlist 👀", all: ['token'] },
      { t: 'Did you catch this post from {author}? It points at something most people are still missing 👀', all: ['author'] },
    ],
    stat: [
      '{k} things that convinced me to pay attention to {about} 📈',
      '{k} reasons I keep coming back to {about} 📈',
      { t: '{k} reasons {about} is on my radar before the crowd gets here 📈', all: ['thing'] },
      { t: '{k} signs {about} is still early 👀', all: ['thing'] },
      { t: "{statline} Most people haven't noticed yet. Here's why I have 📈", all: ['market'] },
    ],
    bold: [
      { t: "I don't shill often. But {about} deserves your attention. 👀", any: ['thing', 'claim', 'post'] },
      { t: 'Bookmark this: {about} is going to matter a lot more than people think. 📈', any: ['thing', 'claim', 'post'] },
      "Bookmark this thread on {about}. You'll want it later. 📈",
      "Few people are paying attention to {about} yet. That won't last. 👀",
      { t: '{About} is the most slept-on opportunity in crypto right now. 💎', all: ['thing'] },
      { t: 'This post from {author} points straight at the opportunity. Most people will scroll past it. 👀', all: ['author'] },
    ],
    story: [
      "The first time I looked into {about}, I almost passed. Glad I didn't. Here's why 👀",
      'I used to roll my eyes at anyone talking about {about}. Then I did the research. 👀',
      { t: "I found {about} while everyone was busy chasing memes. I haven't stopped digging since. 💎", all: ['thing'] },
      { t: "I almost scrolled past this post from {author}. Then I read it twice. Here's why 👀", all: ['author'] },
    ],
  },
};
