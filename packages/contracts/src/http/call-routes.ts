// The routes of every call contract the package exports, derived from the contracts themselves:
// scripts/write-routes.ts (at the root) writes them out, test/routes.test.ts checks the written file against them.
import * as contracts from '../index.ts';
import type { CallContract, CallRoute } from './call.ts';

const isCall = (value: unknown): value is CallContract =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'auth' in value && 'response' in value;

export function callRoutes(): Record<string, CallRoute> {
  const routes: Record<string, CallRoute> = {};
  for (const [name, value] of Object.entries(contracts)) {
    if (!isCall(value)) continue;
    routes[name] = { name, method: value.method, path: value.path, auth: value.auth, ...(value.request ? { body: true } : {}) };
  }
  return routes;
}
