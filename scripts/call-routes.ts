// Every call contract's route and the module that defines it, read from the contract modules
// themselves: write-routes.ts writes packages/contracts/src/http/routes/ from this, and
// test/routes.test.ts checks the written files against it.
import { readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { CallContract, CallRoute } from '@chainscribe/contracts';

/** A route as data: what its generated file holds for it, its `load` aside. */
export type RouteData = Omit<CallRoute, 'load'>;

export interface RouteModule {
  /** The module's path under src/http, without `.ts` ('accounts', 'generation/plan'). */
  module: string;
  routes: RouteData[];
}

/** Whether an export is a call contract (rather than a schema or a constant). */
export const isCall = (value: unknown): value is CallContract =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'auth' in value && 'response' in value;

/** Modules that only gather or describe others. */
const notContracts = new Set(['call', 'catalogue', 'generation/index']);

export async function callRouteModules(): Promise<RouteModule[]> {
  const root = resolve(import.meta.dirname, '../packages/contracts/src/http');
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .sort();
  const modules: RouteModule[] = [];
  for (const file of files) {
    const module = relative(root, join(root, file)).replace(/\.ts$/, '');
    if (notContracts.has(module) || module.startsWith('routes/')) continue;
    const exports = (await import(join(root, file))) as Record<string, unknown>;
    const routes = Object.entries(exports)
      .filter((entry): entry is [string, CallContract] => isCall(entry[1]))
      .map(([name, call]) => ({
        name,
        method: call.method,
        path: call.path,
        auth: call.auth,
        ...(call.request ? { body: true as const } : {}),
      }));
    if (routes.length > 0) modules.push({ module, routes });
  }
  return modules;
}
