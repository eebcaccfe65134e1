import { describe, expect, expectTypeOf, it } from 'vitest';
import * as contracts from '@chainscribe/contracts';
import type { ContractOf, getMe } from '@chainscribe/contracts';
import * as routes from '@chainscribe/contracts/routes';
import { callRouteModules, isCall } from '../call-routes.ts';

const withoutLoad = ({ load: _load, ...data }: (typeof routes)[keyof typeof routes]) => data;

describe('call routes (the schema-free view of the call contracts)', () => {
  it('when the contracts change, then the written routes still match them one for one', async () => {
    // On failure: node scripts/write-routes.ts
    const expected = (await callRouteModules()).flatMap((module) => module.routes);
    expect(Object.values(routes).map(withoutLoad)).toEqual(expect.arrayContaining(expected));
    expect(Object.keys(routes).sort()).toEqual(expected.map((route) => route.name).sort());
  });

  it('when every call contract the package exports is listed, then each has its route', () => {
    const calls = Object.entries(contracts).filter(([, value]) => isCall(value));
    expect(Object.keys(routes).sort()).toEqual(calls.map(([name]) => name).sort());
  });

  it('when a route loads its module, then that module defines the very contract the route was written from', async () => {
    for (const route of Object.values(routes)) {
      const module = (await route.load()) as Record<string, unknown>;
      expect(module[route.name], route.name).toBe(contracts[route.name as keyof typeof contracts]);
    }
  });

  it('when a call has a request schema, then its route says it sends a body, and only then', () => {
    expect(withoutLoad(routes.syncUser)).toEqual({ name: 'syncUser', method: 'POST', path: '/api/users/sync', auth: 'bearer', body: true });
    expect(withoutLoad(routes.getMe)).toEqual({ name: 'getMe', method: 'GET', path: '/api/users/me', auth: 'bearer' });
    expectTypeOf<ContractOf<typeof routes.getMe>>().toEqualTypeOf<typeof getMe>();
  });
});
