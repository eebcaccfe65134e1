import type { CallRoute, ContractOf } from '@chainscribe/contracts';

/**
 * A call's whole contract, its schemas and zod with them, loaded with the first call that needs
 * it instead of at start-up: the app starts with routes only (`@chainscribe/contracts/routes`),
 * and each route loads the one contract module it is defined in. A call's answer is parsed once
 * that module has arrived, which it does while the request is out, and each module is evaluated
 * in a task of its own rather than in the start-up's longest one.
 */
export async function contractOf<R extends CallRoute>(route: R): Promise<ContractOf<R>> {
  const module = (await route.load()) as Record<string, unknown>;
  return module[route.name] as ContractOf<R>;
}
