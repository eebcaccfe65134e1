import type { ThreadTone } from '@chainscribe/contracts';
import type { Line } from './lines.ts';
import type { GenericBeat } from './thread-beats.ts';

type BeatCopy = Readonly<Record<GenericBeat, readonly Line[]>>;

/**
 * The judgement beats of a thread, per voice. Every sentence names the topic ({it}: the short
 * noun phrase of the topic, {name}: the token), so a thread reads as being about its subject and
 * two threads on different topics never share a sentence. {it} sits where any noun phrase reads
 * well ("with {it}", "for {it}"), never as a verb's subject, so plurals ("L2s") and singulars fit.
 */
export const beatCopy: Readonly<Record<ThreadTone, BeatCopy>> = {
  educational: {
    'event-change': [
      'What {it} actually changes, in one line: list the rules, supply or code that are different afterwards, and ignore everything else said about {it}.',
      'Start with the facts of {it}: what happened, when, and which systems or holders it touches directly.',
    ],
    'event-who': [
      'Who is affected by {it}, and how? Sort them into those who must act, those who may want to, and those who can ignore {it}.',
    ],
    'event-priced-in': [
      'Is {it} priced in? Known dates are usually traded well ahead, so the surprise in {it}, if any, is what moves markets.',
    ],
    basics: [
      'If {it} is new to you, keep three questions in mind for the rest of this thread: what problem does it solve, who pays for it, and what would make it fail?',
      'A simple mental model for {it}: every crypto system trades off cost, speed and who you have to trust, so ask where {it} sits on each.',
    ],
    'why-now': [
      'Why {it} matters now: the pieces around it are moving from experiment to default, and when defaults change, so do the winners.',
      'Why care about {it}? Because the design choices being made around {it} now will decide fees, security and who captures value for years.',
    ],
    'value-flow': [
      'Follow the money through {it}: who pays fees, who earns them, and whether any of that value reaches the people holding the risk.',
      'Ask who captures the value created by {it}: users, builders, validators or token holders; that answer about {it} beats any roadmap.',
    ],
    'bull-case': [
      'The bull case for {it}, stated fairly: if adoption keeps growing, whatever is already reliable and liquid tends to compound its lead.',
      'The optimistic reading of {it}: real demand, improving tooling, and a head start that newer rivals have to earn back.',
    ],
    'bear-case': [
      'Steelman the other side of {it}: what would have to be true for {it} to fail, and could you answer that today?',
      'The bear case on {it} deserves a hearing too: competition, regulation and plain user indifference can stall {it}.',
    ],
    'risk-technical': [
      'Technical risks around {it}: smart-contract bugs, upgrade keys held by a few people, and bridges, which sit behind many of the largest hacks.',
      'Before trusting {it} with real money, check three things: who audited the code, who can change it, and what happens to funds if it breaks.',
    ],
    'risk-market': [
      'Market risks around {it} are a separate list: thin liquidity, token unlocks that add supply, and leverage that forces selling in a downturn.',
      'With {it}, read the unlock and emission schedule too, because new supply can outweigh good news about {it} for months.',
    ],
    'signal-usage': [
      'What to watch with {it}: active users, fees paid, and whether people come back week after week, because usage of {it} is the signal.',
      'A useful habit with {it}: compare what is promised with what is used, which dashboards on DefiLlama and Dune make easy to check for {it}.',
    ],
    'signal-onchain': [
      'On-chain data helps with {it}: wallet concentration, exchange inflows and large holders moving funds often show up before the price does.',
    ],
    'token-use': [
      'First question for {name}: what is the token used for (fees, staking, governance, or nothing at all), since that decides long-term demand for {name}?',
    ],
    'token-signals': [
      "What I'd watch on {name}: the unlock schedule, exchange inflows, and whether {name}'s volume holds up on red days as well as green ones.",
    ],
    'post-take': [
      'What the post gets right about {it} is the direction; what deserves a question is the timeline, because {it} can be right about where and wrong about when.',
    ],
    'post-implication': [
      "What it means for you: don't trade the post, study {it}, because ideas about {it} that survive a week of replies are worth a closer look.",
    ],
    'playbook-research': [
      'Doing your own research on {it}, concretely: read the docs, check the audits, see who builds on {it}, and notice whether people discuss the product or only the price.',
      'Homework on {it}: primary sources first (docs, audits, governance forums), opinions about {it} second.',
    ],
    'playbook-position': [
      'If you want exposure to {it}: decide your size before you buy, spread entries over time, and write down why you are in.',
    ],
    'mistake-chasing': [
      'A common mistake with {it}: buying after the narrative is everywhere, when much of the upside in {it} is usually priced in.',
    ],
    'mistake-leverage': [
      'Another mistake with {it} is leverage: swings of 20 to 30 percent are normal in crypto, and leverage on {it} turns normal swings into liquidations.',
    ],
    timeframe: [
      'Zoom out on {it}: the important shifts in crypto took years, so judge progress on {it} by quarters, not by daily candles.',
    ],
    summary: [
      'TL;DR on {it}: understand how it works, follow where the value goes, know the risks, and watch usage over headlines.',
      'Quick recap of {it}: the mechanics first, then the money, then the risks, in that order.',
    ],
    closer: [
      "That's the framework for {it}, so bookmark it for the next time {it} shows up on your timeline.",
      'Hope this made {it} clearer; follow for more breakdowns like this one on {it} and beyond.',
    ],
  },
  calm: {
    'event-change': [
      'Underneath the noise, {it} changes a few concrete things, and those are worth writing down before reading any opinions.',
    ],
    'event-who': ['Most people need to do nothing about {it}; the few who do usually know already.'],
    'event-priced-in': ['Events like {it} are rarely a surprise to the market; the reaction after {it} tells you more than the build-up.'],
    basics: [
      "If you're just starting with {it}, there's no need to understand every detail: understand the trade-offs in {it}, and the details follow.",
      'For newcomers to {it}: the jargon is the hardest part, and underneath, {it} comes down to who holds the keys and who takes the risk.',
    ],
    'why-now': [
      'Why pay attention to {it} now? Not because of the price, but because the pieces under {it} are maturing, and that usually happens quietly.',
      'The timing question with {it} is less about catching a move and more about understanding {it} before it gets crowded.',
    ],
    'value-flow': [
      "It's worth tracing where the fees around {it} go: a sustainable version of {it} pays the people who secure it, not only the people who arrived first.",
      'Revenue from real users of {it} tends to outlast revenue from incentives, so check which one {it} is living on.',
    ],
    'bull-case': ['The optimistic view of {it} is reasonable: good infrastructure gets used, and usage builds on itself over years.'],
    'bear-case': [
      'It is also possible {it} takes far longer than people expect, the way plenty of good ideas in crypto were right, just early.',
      'Worth asking the uncomfortable question about {it}: what if nobody needs it as much as its fans believe?',
    ],
    'risk-technical': [
      'Code can fail, keys can be misused, and bridges can be drained; none of that is a reason to panic about {it}, only a reason to size carefully.',
    ],
    'risk-market': [
      "Liquidity around {it} can vanish when everyone wants out at once, so plan your exits from {it} while it's quiet.",
      'Unlock schedules tied to {it} are dull reading, and they matter: new supply has a way of arriving at inconvenient moments.',
    ],
    'signal-usage': ["I watch usage of {it} more than headlines about it: are people still using {it} when there's no incentive to?"],
    'signal-onchain': [
      "On-chain flows won't predict everything about {it}, but large holders moving funds to exchanges is worth noticing.",
    ],
    'token-use': ['A steady question for {name}: what would people need {name} for if nobody were speculating on it?'],
    'token-signals': [
      "For {name}, I'd watch the slow signals: supply unlocks, holder concentration, and whether activity in {name} stays when the market cools.",
    ],
    'post-take': [
      "The post points in a sensible direction on {it}; where I'd slow down is the timing, since change in {it} usually takes longer than a post suggests.",
    ],
    'post-implication': ["What I'm taking from it: no action needed today, but {it} is worth following for a while."],
    'playbook-research': [
      'A good practice with {it}: read the documentation before the threads, since primary sources on {it} age better than opinions.',
    ],
    'playbook-position': [
      'If you decide to take part in {it}, keep it small enough that you can hold through volatility without checking the chart every hour.',
    ],
    'mistake-chasing': [
      'The most expensive mistake with {it} is urgency: missing one move in {it} costs less than rushing into the wrong one.',
    ],
    'mistake-leverage': [
      'Leverage on {it} shortens your time horizon to whatever the market decides; keeping it off keeps the decisions about {it} yours.',
    ],
    timeframe: [
      'Zoom out on {it}: the daily chart is noise, and the multi-year direction of {it} is what matters.',
      'The patient view of {it} is usually the better one: fewer decisions, made with more care.',
    ],
    summary: [
      'To sum up: {it} is worth understanding and not worth rushing, so learn {it} first, size small, stay patient.',
      'In short: stay curious about {it}, stay sceptical of urgency, and let time do some of the work.',
    ],
    closer: [
      "That's all on {it} for now: no urgency, just understanding {it}, and thanks for reading.",
      "Thanks for reading this far on {it}; take what's useful about {it} and leave the rest.",
    ],
  },
  degen: {
    'event-change': ['what {it} actually changes vs what ct says it changes: two very different lists, read the first one'],
    'event-who': ['who actually has to do something about {it}? probably not you, so stop refreshing the timeline on {it}'],
    'event-priced-in': ['"buy the rumour, sell the news" exists because of things like {it}, consider yourself warned'],
    basics: [
      'new frens, quick primer on {it}: someone takes risk so someone else gets yield, so figure out which one you are in {it}',
      'new to {it}? read the docs on {it}, not the replies, which are mostly people talking their bags',
    ],
    'why-now': [
      "why {it} now? because by the time {it} is on your normie friend's feed, you're exit liquidity",
      'timing on {it} matters: early on {it} feels weird and lonely, late feels comfy and gets you rekt',
    ],
    'value-flow': [
      "follow the fees on {it}: if nobody's paying to use {it}, the yield is coming out of your bags",
      'real yield or ponzinomics in {it}? check where the money in {it} comes from before you ape',
    ],
    'bull-case': ['bull case for {it}: it works, everyone uses it, and early holders of {it} look like geniuses'],
    'bear-case': [
      'bear case for {it}: another shiny thing ct forgets in 3 weeks, which is why you size {it} small',
      'fud check on {it}: competitors, regulators, boredom, and any one of them can nuke the narrative on {it}',
    ],
    'risk-technical': [
      'with {it}, contracts get exploited, admin keys get "compromised", bridges get drained, so read the audit on {it} or become a case study',
      'check who holds the upgrade keys behind {it}: one multisig and a dream is your risk in {it}',
    ],
    'risk-market': [
      'unlocks, thin books, overleveraged longs: that\'s how {it} goes from "generational entry" to down bad in a week',
      "if you can't exit {it} without moving the price, you don't have a position, you have a hope",
    ],
    'signal-usage': [
      'for {it}, watch the dune dashboards, not the influencers: users of {it} up only = good, gone after the airdrop = run',
    ],
    'signal-onchain': ["watch the whales on {it}: big wallets sending to exchanges = someone's about to sell you their bags"],
    'token-use': [
      'what does {name} actually do? if the answer is "number go up", {name} is a meme, not a token model (could still pump tho)',
    ],
    'token-signals': ['my {name} checklist: unlock dates, whale wallets, exchange inflows, and whether {name} volume shows up on red days'],
    'post-take': ['the post is directionally right on {it} and the timeline is pure hopium, both at once'],
    'post-implication': ["what it means for you: don't ape the post, ape the research on {it}, then maybe ape {it}"],
    'playbook-research': [
      'dyor on {it} means docs, audits, team, github activity, not "a guy with a laser eyes pfp said {it} is the play"',
    ],
    'playbook-position': [
      'playbook for {it}: small size, no leverage, take profits on the way up (yes, even you anon)',
      "don't ape your rent into {it}, ape your fun money and sleep at night",
    ],
    'mistake-chasing': ['classic mistake with {it}: fomo in at the top because the tl is euphoric, then cope for 6 months'],
    'mistake-leverage': ['max leverage on {it} is not a personality, and the liquidation engine says thanks'],
    timeframe: ['zoom out on {it} ser, the 5 minute chart of {it} is making you poor'],
    summary: [
      'tl;dr: {it} is real, the risks are real, most of ct is trading vibes on {it}, so be the one who read this thread on {it}',
      "tl;dr: learn {it}, size small, don't be exit liquidity, that's the whole alpha on {it}",
    ],
    closer: [
      "that's this thread on {it}: nfa, dyor, and stop trading {it} on vibes alone 🫡",
      "that's it on {it} anon, bookmark it before ct catches on to {it} 🐸",
    ],
  },
  hype: {
    'event-change': ['{It} is a REAL change, not just a headline: know exactly what is different afterwards ⚡'],
    'event-who': ['Everyone in this space feels {it} eventually, and the prepared ones feel it FIRST 🚀'],
    'event-priced-in': ['Think {it} is priced in? The second-order effects of {it} usually are NOT 🔥'],
    basics: [
      'New to {it}? PERFECT timing for three questions about {it}: what does it solve, who pays for it, what could break it? 👇',
      "Don't let the jargon around {it} scare you off, because once {it} clicks, it CLICKS ⚡",
    ],
    'why-now': [
      "Why {it} NOW? Builders are shipping, users are showing up, and the timeline hasn't caught on to {it} yet 🚀",
      'The window to be early on {it} is short, and for something like {it} it ALWAYS is ⚡',
    ],
    'value-flow': [
      'Real users paying real fees for {it} = a REAL business, the signal that separates {it} from the noise 💰',
      "When the value from {it} flows back to the community, everything accelerates, and that flywheel around {it} is what I'm watching 🔥",
    ],
    'bull-case': ["The bull case for {it}? Adoption keeps climbing, builders keep shipping, and everyone who waited wishes they hadn't 🚀"],
    'bear-case': ['Sure, there are doubters on {it}, there ALWAYS are: listen to them, learn from them, and keep building on {it} 💪'],
    'risk-technical': [
      "Know the risks in {it}: bugs, admin keys, bridges, and respect them, because that's how you stay in the game on {it} long enough to WIN 🔥",
    ],
    'risk-market': ['Watch the unlocks and the liquidity around {it}: smart players plan the exit from {it} BEFORE they enter ⚡'],
    'signal-usage': ['The usage numbers for {it} are where the story is: when users of {it} and fees climb, EVERYTHING follows 📈'],
    'signal-onchain': [
      "On-chain data on {it} doesn't lie: watch where the big wallets are moving, because that's where the action in {it} is 🐋",
    ],
    'token-use': ["Here's what gets me about {name}: the token has a JOB, so when usage grows, demand for {name} grows too 🔥"],
    'token-signals': ['Watching {name} closely: volume, new wallets, ecosystem launches, and when those line up, {name} moves FAST ⚡'],
    'post-take': ['The direction in this post on {it} is SPOT ON: timelines are always hard, but the vision for {it} is what matters 🔥'],
    'post-implication': ['What does this mean for you? Get informed on {it} NOW, while most people are still scrolling past {it} ⚡'],
    'playbook-research': [
      "Do the homework on {it}: docs, audits, team, community, and once you see {it} for yourself, you'll get why I'm this excited 🔥",
    ],
    'playbook-position': [
      "The play with {it}: start small, learn fast, scale up when you're CONFIDENT, because momentum in {it} rewards the prepared 🚀",
    ],
    'mistake-chasing': ['Biggest mistake with {it}? Waiting for "certainty" on {it}, because by then the easy gains are GONE ⚡'],
    'mistake-leverage': ['Stay in the game with no reckless leverage on {it}: the winners in {it} are the ones still here next cycle 💪'],
    timeframe: ['Zoom OUT on {it}. The long-term picture is what gets me fired up 🚀'],
    summary: [
      'TL;DR: learn {it}, watch it, be ready, because the people paying attention to {it} now will be glad they did 🔥',
      "TL;DR: {It} is one of the most exciting stories in crypto right now, and we're still EARLY 🚀",
    ],
    closer: [
      "That's {it} in one thread, and now you know {it}! Let's GO 🚀🚀",
      'Stay locked in on {it}, because this is just the beginning for {it} ⚡',
    ],
  },
  shill: {
    'event-change': ['{It} shifts the setup, and the people who read the details of {it} early are the ones who benefit. 👀'],
    'event-who': ['The winners from {it} are rarely the loudest ones; watch who quietly positions around it. 📈'],
    'event-priced-in': ['Priced in? Partly. But the follow-through after {it} is where the opportunity usually sits. 💎'],
    basics: [
      "If you're new to {it}: the best entries come when something is still hard to explain, and {it} still is.",
      'New to {it}? Good: the people who take the time to understand {it} early are the ones who benefit most.',
    ],
    'why-now': [
      "Why {it} now: attention hasn't arrived yet, but the fundamentals have, and that gap in {it} doesn't last forever. 📈",
      "Every cycle has a narrative people wish they'd noticed sooner, and my bet is {it} is one of them.",
    ],
    'value-flow': [
      'The value accrual in {it} is what got me: when usage grows, holders benefit, the setup I look for in {it}. 💎',
      'Most projects have no link between usage and value at all, and with {it} that link is the whole point. 👀',
    ],
    'bull-case': ["Bull case for {it}: the product works, users are sticking, and the market hasn't priced {it} in yet. 📈"],
    'bear-case': [
      'The doubters on {it} have a point: competition is real, but being early on {it} means buying when the doubts are loudest. 👀',
    ],
    'risk-technical': [
      'Risks in {it} exist, and audits and admin keys matter: the teams in {it} worth backing show their work in public. 👀',
    ],
    'risk-market': [
      'Yes, check the unlock schedule for {it}: some of the best entries into {it} come right after a supply overhang clears. 📈',
    ],
    'signal-usage': [
      'The metric I watch on {it} is retention: when users stay after the incentives end, {it} has found something real. 👀',
    ],
    'signal-onchain': [
      'Watch what the big wallets do with {it}, not what the timeline says: quiet accumulation of {it} shows up on-chain first. 🐋',
    ],
    'token-use': [
      "{name} isn't just a ticker: the token has a role in how the network runs, and that's what makes {name} interesting to me. 💎",
    ],
    'token-signals': [
      'On my {name} watchlist: ecosystem launches, new wallets, and {name} volume on quiet days, which is where conviction in {name} shows. 👀',
    ],
    'post-take': ["This post is pointing at the opportunity in {it}: the details will shift, the direction of {it} won't. 📈"],
    'post-implication': ["What I'm doing with it: adding {it} to my research list, and I'd suggest you do the same. 👀"],
    'playbook-research': ["Go read the docs on {it} yourself: the more you dig into {it}, the more you'll see why I'm convinced. 💎"],
    'playbook-position': [
      "How I'm approaching {it}: a starter position, adding on confirmation (not financial advice, do your own research on {it}). 📈",
    ],
    'mistake-chasing': ['The mistake I see most with {it}: waiting until everyone agrees, and then buying {it} from the early ones. 📈'],
    'mistake-leverage': ["Don't overleverage {it}: the thesis on {it} needs time to play out, and patience is the edge. 💎"],
    timeframe: ['{It} is a multi-month story, not a weekend trade, and the patient ones will be glad they paid attention to {it}. 💎'],
    summary: [
      'TL;DR: {it} is worth your time, so do the research on {it} before the crowd does. 👀',
      'TL;DR: strong fundamentals, growing attention, still early, and {it} is on my watchlist for a reason. 📈',
    ],
    closer: [
      "That's my case for {it}: do your own research, but don't say nobody told you about {it}. 👀",
      'Bookmark this thread on {it} and revisit {it} in six months. 📈',
    ],
  },
};
