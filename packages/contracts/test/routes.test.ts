import { describe, expect, expectTypeOf, it } from 'vitest';
import * as contracts from '../src/index.ts';
import { syncUser } from '../src/index.ts';
import type { getMe } from '../src/index.ts';
import type { ContractOf } from '../src/index.ts';
import { callRoutes } from '../src/http/call-routes.ts';
import * as routes from '../src/http/routes.ts';

describe('call routes (the schema-free view of the call contracts)', () => {
  it('when the contracts change, then the written routes still match them one for one', () => {
    // On failure: node scripts/write-routes.ts
    expect({ ...routes }).toEqual(callRoutes());
  });

  it('when a call has a request schema, then its route says it sends a body, and only then', () => {
    expect(routes.syncUser).toEqual({ name: 'syncUser', method: 'POST', path: syncUser.path, auth: 'bearer', body: true });
    expect(routes.getMe).toEqual({ name: 'getMe', method: 'GET', path: '/api/users/me', auth: 'bearer' });
  });

  it('when a route names its contract, then that export is a call contract of the same type', () => {
    expectTypeOf<ContractOf<typeof routes.getMe>>().toEqualTypeOf<typeof getMe>();
    for (const route of Object.values(routes)) {
      expect(contracts[route.name as keyof typeof contracts]).toMatchObject({ method: route.method, path: route.path });
    }
  });
});
