import twitter from 'twitter-text';
import patterns from '../phishing-patterns.json' with { type: 'json' };
import { finding, type Rule } from '../finding.ts';

interface PhishingPatterns {
  brands: Record<string, string[]>;
  drainerWords: string[];
  riskyTlds: string[];
  shorteners: string[];
}
const data: PhishingPatterns = patterns;

const officialHosts = Object.values(data.brands).flat();
const isOfficial = (host: string) => officialHosts.some((d) => host === d || host.endsWith(`.${d}`));

function hostAndPath(url: string): { host: string; path: string } | null {
  try {
    const parsed = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? url : `https://${url}`);
    return { host: parsed.hostname.toLowerCase(), path: `${parsed.pathname}${parsed.search}`.toLowerCase() };
  } catch {
    return null;
  }
}

function nearMiss(label: string, brand: string): boolean {
  if (brand.length < 5 || label === brand || Math.abs(label.length - brand.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < label.length && j < brand.length) {
    if (label[i] === brand[j]) {
      i++;
      j++;
      continue;
    }
    edits++;
    if (label.length > brand.length) i++;
    else if (label.length < brand.length) j++;
    else {
      i++;
      j++;
    }
  }
  return edits + (label.length - i) + (brand.length - j) === 1;
}

/** Why a link looks like phishing, or null. */
export function phishingReason(url: string): string | null {
  const parts = hostAndPath(url);
  if (!parts) return null;
  const { host, path } = parts;
  if (host.split('.').some((label) => label.startsWith('xn--')))
    return 'The domain is written in punycode (xn--): letters from other alphabets can imitate a known name.';
  if (isOfficial(host)) return null;
  const labels = host.split(/[.-]/);
  for (const brand of Object.keys(data.brands)) {
    if (host.includes(brand)) return `The link uses the name "${brand}" on a domain that ${brand} does not own.`;
    if (labels.some((label) => nearMiss(label, brand))) return `The domain imitates "${brand}" with a small spelling change.`;
  }
  const word = data.drainerWords.find((w) => host.includes(w) || path.includes(w));
  const tld = host.split('.').at(-1) ?? '';
  if (word && data.riskyTlds.includes(tld)) return `A "${word}" link on a .${tld} domain is how wallet drainers invite readers.`;
  if (word && /wallet|seed|connect/.test(`${host}${path}`)) return `A "${word}" link that asks for a wallet is how wallet drainers work.`;
  if (data.shorteners.includes(host)) return 'A shortened link hides where it goes; readers in crypto are taught not to click them.';
  return null;
}

/** Links matching known phishing patterns: lookalike exchange and wallet domains, drainer "claim" links, punycode. */
export const phishingLinks: Rule = ({ tweets }) =>
  tweets.flatMap((text, tweet) =>
    twitter.extractUrlsWithIndices(text).flatMap(({ url, indices: [start, end] }) => {
      const why = phishingReason(url);
      if (!why) return [];
      const at = { tweet, start, end };
      return [finding('phishing-link', 'danger', at, why, { ...at, text: '', label: 'Remove the link' })];
    }),
  );
