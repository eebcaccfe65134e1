import { billingTerms, paymentCurrencyNames, paymentCurrencies, planOffers } from '@chainscribe/contracts/catalogue';

const { free, premium } = planOffers;
const lowerFirst = (line: string) => line.charAt(0).toLowerCase() + line.slice(1);
/** 'a, b and c' from the catalogue's feature lines. */
const sentenceOf = (lines: readonly string[]) => `${lines.slice(0, -1).map(lowerFirst).join(', ')} and ${lowerFirst(lines.at(-1) ?? '')}`;
const coins = paymentCurrencies.map((currency) => (currency === 'BTC' || currency === 'ETH' ? paymentCurrencyNames[currency] : currency));

export interface FaqCategory {
  id: string;
  title: string;
  items: { id: string; question: string; answer: string }[];
}

/** Four categories, four questions each (spec §2 FAQ). */
export const faqCategories: FaqCategory[] = [
  {
    id: 'getting-started',
    title: 'Getting Started',
    items: [
      {
        id: 'what-is',
        question: 'What is Chainscribe?',
        answer:
          'Chainscribe is an AI writing studio for crypto and Web3 creators on X. It turns a topic, a token or an existing post into a thread or a single tweet in the tone you choose, with research and live market data built in.',
      },
      {
        id: 'first-thread',
        question: 'How do I create my first thread?',
        answer:
          'Create a free account, open the dashboard and choose New Thread. Pick a thread type, enter your topic or token, choose a tone and a hook style, then press Generate. You can edit every post before you copy or share it.',
      },
      {
        id: 'connect-x',
        question: 'Do I need to connect my X account?',
        answer:
          'No. You can copy a post or the whole thread, or use the share button to open it in X, and publish it yourself. If you want Chainscribe to post for you, connect X in Settings: it then posts only what you choose to post now or schedule, and you can disconnect at any time.',
      },
      {
        id: 'free-plan',
        question: 'Is there a free plan?',
        answer: `Yes. The ${free.name} plan includes ${sentenceOf(free.features)}. Your dashboard always shows how many you have left today.`,
      },
    ],
  },
  {
    id: 'features',
    title: 'Features & Usage',
    items: [
      {
        id: 'thread-types',
        question: 'What kinds of threads can I create?',
        answer:
          'Three kinds: a custom topic you describe, a token analysis built around a ticker with its market data, and a thread based on an existing X post. Token and X-post threads are part of Premium.',
      },
      {
        id: 'tones',
        question: 'Which tones and hooks are available?',
        answer:
          'Educational and calm on every plan; degen, hype and shill with Premium. Hooks open with a question on Free, and Premium adds stat, bold and story hooks. Threads run from 5 to 15 posts depending on your plan.',
      },
      {
        id: 'market-data',
        question: 'Where does the price data come from?',
        answer:
          'From public market data providers, refreshed every few minutes. When live data is unavailable we say so plainly instead of guessing, so a thread never quotes a made-up price.',
      },
      {
        id: 'single-tweets',
        question: 'Can I write single tweets too?',
        answer:
          'Yes. The Tweet Generator researches your topic first (trending hashtags, talking points, accounts worth mentioning) and can return several scored variations so you can pick the strongest one.',
      },
    ],
  },
  {
    id: 'pricing',
    title: 'Pricing & Plans',
    items: [
      {
        id: 'premium-cost',
        question: 'How much does Premium cost?',
        answer: `${premium.name} is ${billingTerms.priceLine}, and gives you ${sentenceOf(premium.features)}.`,
      },
      {
        id: 'crypto',
        question: 'Which cryptocurrencies can I pay with?',
        answer: `${coins.slice(0, -1).join(', ')} and ${coins.at(-1) ?? ''}, through a secure hosted checkout. You pick the coin at checkout; your plan upgrades as soon as the payment confirms.`,
      },
      {
        id: 'reset',
        question: 'When do daily limits reset?',
        answer: `${billingTerms.limitsReset} ${premium.name} has no daily thread or tweet limit.`,
      },
      {
        id: 'cancel',
        question: 'How do I cancel, and can I get a refund?',
        answer: `${billingTerms.renewal} ${billingTerms.refunds}`,
      },
    ],
  },
  {
    id: 'security',
    title: 'Security & Support',
    items: [
      {
        id: 'data',
        question: 'Is my data safe?',
        answer:
          'Your content is stored encrypted in transit and at rest, is never sold, and is used only to run the service for you. The Privacy Policy explains exactly what we keep and for how long.',
      },
      {
        id: 'wallet',
        question: 'Do you ever see my wallet or private keys?',
        answer:
          'Never. Payments go through a hosted crypto checkout; we only receive the confirmation that a payment arrived. Never share a seed phrase with anyone, including us.',
      },
      {
        id: 'support',
        question: 'How do I contact support?',
        answer: 'Use the contact form or email support@chainscribe.app. We reply within 24 hours.',
      },
      {
        id: 'delete',
        question: 'Can I delete my account?',
        answer:
          'Yes. In Settings, "Delete my account" erases your account and everything you wrote, once you type your email to confirm. Payment records we must keep by law are kept without your name, only as long as required.',
      },
    ],
  },
];
