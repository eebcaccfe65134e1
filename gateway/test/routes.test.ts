import { describe, expect, it } from 'vitest';
import { allCalls } from '@chainscribe/contracts';
import { matchRoute } from '../src/routes/index.ts';

describe('the routing table', () => {
  it('when any contract call is requested, then exactly one owning service receives it', () => {
    const gatewayOwn = new Set(['/api/auth-debug']);
    for (const call of allCalls.filter((c) => !gatewayOwn.has(c.path))) {
      const path = call.path.replace(/:(\w+)/g, 'x');
      expect(matchRoute(path)?.service, `${call.method} ${call.path}`).toBe(call.service === 'gateway' ? undefined : call.service);
    }
  });

  it('when prefixes overlap, then the longest one on a segment boundary wins', () => {
    expect(matchRoute('/api/tweet/research')?.service).toBe('research');
    expect(matchRoute('/api/tweet/limit')?.service).toBe('generation');
    expect(matchRoute('/api/tokens/search')?.service).toBe('market');
    expect(matchRoute('/api/token/data')?.service).toBe('market');
    expect(matchRoute('/api/threadsXYZ')).toBeUndefined();
    expect(matchRoute('/api/unknown')).toBeUndefined();
  });
});
