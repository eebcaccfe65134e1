import { describe, expect, it } from 'vitest';
import { tweetAudiences, xHandleSchema } from '@chainscribe/contracts';
import { createKnowledgeBase } from '../src/data-access/knowledge-base.ts';
import { accounts } from '../src/data-access/knowledge/accounts.ts';
import { narratives } from '../src/data-access/knowledge/narratives.ts';

const kb = createKnowledgeBase();
const ids = (topic: string) => kb.narrativesFor(topic, 3).map((n) => n.id);

describe('the curated knowledge base', () => {
  it('when loaded, then it holds at least 40 accounts with unique, valid X handles and complete descriptions', () => {
    expect(accounts.length).toBeGreaterThanOrEqual(40);
    const handles = accounts.map((a) => a.handle.toLowerCase());
    expect(new Set(handles).size).toBe(handles.length);
    for (const a of accounts) {
      expect(xHandleSchema.safeParse(a.handle).success, a.handle).toBe(true);
      expect(a.expertise && a.style && a.mentionStrategy, a.handle).toBeTruthy();
      expect(a.topics.length, a.handle).toBeGreaterThan(0);
    }
  });

  it('when loaded, then the required narratives exist and every account they name is curated', () => {
    for (const id of [
      'restaking',
      'layer2',
      'defi',
      'rwa',
      'ai-agents',
      'memecoins',
      'bitcoin-etfs',
      'stablecoins',
      'depin',
      'airdrops',
      'solana',
      'ethereum-upgrades',
      'security',
      'regulation',
    ]) {
      expect(
        narratives.some((n) => n.id === id),
        id,
      ).toBe(true);
    }
    for (const n of narratives) {
      for (const handle of n.accounts) expect(kb.account(handle), `${n.id} → ${handle}`).toBeDefined();
      for (const tag of n.hashtags) expect(tag, n.id).toMatch(/^#[A-Za-z][A-Za-z0-9_]*$/);
      expect(n.talkingPoints.length, n.id).toBeGreaterThanOrEqual(3);
    }
  });

  it('when no talking point is a live figure, then no curated text quotes a price', () => {
    const text = narratives.flatMap((n) => [n.summary, ...n.talkingPoints, ...n.trends]).join('\n');
    expect(text).not.toMatch(/\$\s?\d/);
  });

  it('when every audience asks for timing, then each gets UTC windows', () => {
    for (const audience of tweetAudiences) {
      expect(kb.engagementPeak(audience).windows).toMatch(/UTC/);
      expect(kb.viralFormats(audience).length).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('matching a topic', () => {
  it('when the topic is "restaking on ethereum", then restaking leads', () => {
    const [top] = kb.narrativesFor('restaking on ethereum', 3);
    expect(top?.id).toBe('restaking');
    expect(top?.hashtags).toEqual(expect.arrayContaining(['#Restaking', '#EigenLayer']));
  });

  it('when the topic has a typo or a partial word, then fuzzy and prefix search still find it', () => {
    expect(ids('restakng')[0]).toBe('restaking');
    expect(ids('stablecoi')[0]).toBe('stablecoins');
    expect(ids('memecoin')[0]).toBe('memecoins');
  });

  it('when the topic names no curated subject, then nothing matches', () => {
    expect(ids('xyzzy')).toEqual([]);
    expect(ids('hello world')).toEqual([]);
    expect(ids('the best pizza in town')).toEqual([]);
    expect(kb.accountsFor('xyzzy', 4)).toEqual([]);
  });

  it('when the topic names an account, then the account is found by name or handle', () => {
    expect(kb.accountsFor('what vitalik said', 2)[0]?.handle).toBe('VitalikButerin');
    expect(kb.account('@VITALIKBUTERIN')?.name).toBe('Vitalik Buterin');
  });

  it('when the topic names tokens, then cashtags and token names give symbols in order, once each', () => {
    expect(kb.tokensNamedIn('$SOL vs ethereum vs Bitcoin, and $sol again')).toEqual(['SOL', 'ETH', 'BTC']);
    expect(kb.tokensNamedIn('$PEPE season')).toEqual(['PEPE']);
    // Ambiguous English words never trigger a price look-up.
    expect(kb.tokensNamedIn('a link near the ton of optimism')).toEqual([]);
  });
});
