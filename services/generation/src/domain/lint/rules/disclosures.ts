import { scanFigures } from '../../citations/figure-scanner.ts';
import { finding, type Rule } from '../finding.ts';

const NFA_LINE = /\bnot (?:financial|investment) advice\b|\bNFA\b|\bDYOR\b/i;
const PRICE_WORDS = /\b(?:price|prices|priced|pump|dump|buy|sell|entry|target|ATH|bullish|bearish|market cap|mcap)\b/i;
// '#ad-free' is not a disclosure, so the tag must end where the word does.
const DISCLOSURE = /(?:^|\s)#(?:ad|sponsored|paid)(?![\w-])|\bsponsored\b|\bpaid (?:partnership|promotion|post)\b|(?:^|\s)ad:/i;

const talksPrice = (text: string) => PRICE_WORDS.test(text) || scanFigures(text).some((f) => f.class === 'money' || f.class === 'percent');

/** Price talk without a not-financial-advice line, when the user's setting asks for one. */
export const missingNfa: Rule = ({ tweets, nfaRequired }) => {
  if (!nfaRequired || !tweets.some(talksPrice) || tweets.some((t) => NFA_LINE.test(t))) return [];
  const tweet = tweets.length - 1;
  const end = tweets[tweet]?.length ?? 0;
  const at = { tweet, start: end, end };
  return [
    finding('missing-nfa', 'warning', at, 'The thread talks about price and your settings ask for a not-financial-advice line.', {
      ...at,
      text: end > 0 ? '\n\nNot financial advice.' : 'Not financial advice.',
      label: 'Add "Not financial advice."',
    }),
  ];
};

/** Paid promotion must say so where readers see it: the first tweet is the one everyone reads. */
export const missingDisclosure: Rule = ({ tweets, sponsored }) => {
  if (!sponsored || tweets.some((t) => DISCLOSURE.test(t))) return [];
  const at = { tweet: 0, start: 0, end: 0 };
  return [
    finding('missing-disclosure', 'danger', at, 'This item is marked sponsored but does not say it is paid promotion.', {
      ...at,
      text: '#ad ',
      label: 'Add "#ad"',
    }),
  ];
};
