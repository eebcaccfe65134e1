import { describe, expect, it } from 'vitest';
import { ConfigError, internalKeyEnv } from '@chainscribe/service-kit';
import { testInternalKeys } from '@chainscribe/service-kit/testing';
import { loadServiceConfig } from '../src/config.ts';

const base = { ...internalKeyEnv(testInternalKeys, 'research', ['market', 'accounts']), REDIS_URL: 'redis://127.0.0.1:16379' };

describe('research configuration', () => {
  it('when only the infrastructure is set, then the LLM is off, no feeds are read and the market is local', () => {
    const config = loadServiceConfig({ ...base, OPENAI_API_KEY: '' });
    expect(config).toMatchObject({ OPENAI_API_KEY: undefined, NEWS_FEEDS: [], MARKET_URL: 'http://127.0.0.1:4104', PORT: 4103 });
  });

  it('when feeds are listed with spaces and a trailing comma, then each URL is kept once trimmed', () => {
    expect(loadServiceConfig({ ...base, NEWS_FEEDS: ' https://a.example/rss , https://b.example/atom,' }).NEWS_FEEDS).toEqual([
      'https://a.example/rss',
      'https://b.example/atom',
    ]);
  });

  it('when a feed is not an http(s) URL, then start-up fails naming the variable', () => {
    expect(() => loadServiceConfig({ ...base, NEWS_FEEDS: 'ftp://a.example/rss' })).toThrow(ConfigError);
    expect(() => loadServiceConfig({ ...base, NEWS_FEEDS: 'ftp://a.example/rss' })).toThrow(/NEWS_FEEDS/);
  });
});
