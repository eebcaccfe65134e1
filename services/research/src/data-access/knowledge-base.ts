import MiniSearch, { type SearchOptions } from 'minisearch';
import type { TweetAudience } from '@chainscribe/contracts';
import type { AccountProfile, KnowledgeBase, Narrative, ViralFormat } from './ports.ts';
import { accounts as curatedAccounts } from './knowledge/accounts.ts';
import { algorithmTips } from './knowledge/algorithm-tips.ts';
import { engagementPeaks } from './knowledge/engagement-peaks.ts';
import { narratives as curatedNarratives } from './knowledge/narratives.ts';
import { tokenNames } from './knowledge/token-names.ts';
import { viralFormats } from './knowledge/viral-formats.ts';

// Words that would otherwise prefix-match half the knowledge base ('on' → 'onchain').
const stopWords = new Set([
  'a',
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'by',
  'can',
  'do',
  'does',
  'for',
  'from',
  'how',
  'i',
  'in',
  'into',
  'is',
  'it',
  'its',
  'me',
  'my',
  'new',
  'of',
  'on',
  'or',
  'our',
  'so',
  'than',
  'that',
  'the',
  'their',
  'this',
  'to',
  'vs',
  'was',
  'we',
  'what',
  'when',
  'where',
  'which',
  'who',
  'why',
  'will',
  'with',
  'you',
  'your',
  'about',
  'crypto',
  'web3',
  'tweet',
  'thread',
  'post',
  'today',
  'latest',
  'news',
  'hello',
  'world',
  'real',
  'best',
  'good',
  'top',
  'big',
  'ready',
  'next',
  'now',
  'just',
  'get',
  'all',
  'some',
  'more',
  'most',
  'very',
  'going',
  'should',
  'could',
  'would',
]);

// The default tokenizer keeps symbols, so '$SOL' would never meet the indexed 'SOL'.
const tokenize = (text: string): string[] => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

const processTerm = (term: string): string | null => {
  const t = term.toLowerCase();
  return stopWords.has(t) ? null : t;
};

const joinArrays = (document: object, field: string): string => {
  const value = (document as Record<string, unknown>)[field];
  if (Array.isArray(value)) return value.join(' \n ');
  return typeof value === 'string' ? value : '';
};

/**
 * Prefix search only from 3 letters and typo tolerance only from 5, so 'l2' or 'eth' match exactly
 * and short noise words cannot drag in unrelated entries.
 */
const topicSearch: SearchOptions = {
  combineWith: 'OR',
  prefix: (term) => term.length >= 3,
  fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
};

/** Hits scoring below this share of the best hit are noise from a single weak term. */
const RELATIVE_CUTOFF = 0.25;

function topHits(results: { id: string; score: number }[], limit: number): string[] {
  const best = results[0]?.score ?? 0;
  return results
    .filter((r) => r.score >= best * RELATIVE_CUTOFF)
    .slice(0, limit)
    .map((r) => r.id);
}

/** The curated knowledge base, indexed once at start-up with MiniSearch (BM25 with field boosts). */
export function createKnowledgeBase(data: { narratives?: readonly Narrative[]; accounts?: readonly AccountProfile[] } = {}): KnowledgeBase {
  const narratives = data.narratives ?? curatedNarratives;
  const accounts = data.accounts ?? curatedAccounts;
  const narrativeById = new Map(narratives.map((n) => [n.id, n]));
  const accountByHandle = new Map(accounts.map((a) => [a.handle.toLowerCase(), a]));

  const narrativeIndex = new MiniSearch<Narrative>({
    fields: ['name', 'keywords', 'hashtags', 'tokens', 'summary'],
    extractField: joinArrays,
    tokenize,
    processTerm,
    searchOptions: { ...topicSearch, boost: { name: 4, keywords: 3, hashtags: 2, tokens: 2, summary: 0.5 } },
  });
  narrativeIndex.addAll(narratives);

  const accountIndex = new MiniSearch<AccountProfile & { id: string }>({
    fields: ['handle', 'name', 'topics', 'expertise'],
    extractField: joinArrays,
    tokenize,
    processTerm,
    searchOptions: { ...topicSearch, boost: { handle: 4, name: 4, topics: 2, expertise: 1 } },
  });
  accountIndex.addAll(accounts.map((a) => ({ ...a, id: a.handle.toLowerCase() })));

  return {
    narrativesFor(topic, limit) {
      return topHits(narrativeIndex.search(topic), limit).flatMap((id) => narrativeById.get(id) ?? []);
    },
    accountsFor(topic, limit) {
      return topHits(accountIndex.search(topic), limit).flatMap((id) => accountByHandle.get(id) ?? []);
    },
    account(handle) {
      return accountByHandle.get(handle.replace(/^@/, '').toLowerCase());
    },
    tokensNamedIn(topic) {
      const found: { at: number; symbol: string }[] = [];
      for (const m of topic.matchAll(/\$([A-Za-z][A-Za-z0-9]{0,19})\b/g)) found.push({ at: m.index, symbol: (m[1] ?? '').toUpperCase() });
      for (const m of topic.matchAll(/[A-Za-z][A-Za-z0-9]*/g)) {
        const symbol = tokenNames[m[0].toLowerCase()];
        if (symbol) found.push({ at: m.index, symbol });
      }
      return [...new Set(found.sort((a, b) => a.at - b.at).map((f) => f.symbol))];
    },
    viralFormats(audience: TweetAudience): ViralFormat[] {
      const specific = viralFormats.filter((f) => f.audiences !== 'all' && f.audiences.includes(audience));
      return [...specific, ...viralFormats.filter((f) => f.audiences === 'all')];
    },
    algorithmTips: () => [...algorithmTips],
    engagementPeak: (audience) => engagementPeaks[audience],
  };
}
