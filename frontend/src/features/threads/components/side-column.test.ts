import { describe, expect, it } from 'vitest';
import { provenanceOf } from './side-column.tsx';

describe('token data provenance', () => {
  it('when the market answers from its bundled snapshot, then the card says it is not live and gives the snapshot date', () => {
    const text = provenanceOf({ status: 'snapshot', source: 'snapshot', asOf: '2025-05-02T00:10:25Z' });
    expect(text).toBe('Not live: bundled snapshot as of May 2, 2025');
    expect(text).not.toMatch(/Live from/);
  });

  it('when the figures are live or cached, then the card names the source', () => {
    expect(provenanceOf({ status: 'live', source: 'coingecko', asOf: null })).toBe('Live from coingecko');
    expect(provenanceOf({ status: 'cached', source: 'dexscreener', asOf: null })).toBe('Cached from dexscreener');
  });
});
