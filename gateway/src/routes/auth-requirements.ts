import { allCalls } from '@chainscribe/contracts';

/** Paths outside the contracts that are public by nature: key sets, hosted checkout pages, webhooks. */
const publicPrefixes = ['/.well-known/', '/api/checkout/', '/api/webhooks/', '/api/payment/webhook/'];

const patterns = allCalls.map((call) => ({
  method: call.method,
  auth: call.auth,
  regex: new RegExp(`^${call.path.replace(/:[A-Za-z_]\w*/g, '[^/]+')}/?$`),
}));

/**
 * Whether a call needs a bearer token, from the contracts (one source of truth). Anything not
 * described there and not public by nature needs one: the safe default.
 */
export function requiresToken(method: string, path: string): boolean {
  if (publicPrefixes.some((p) => path.startsWith(p))) return false;
  const upper = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
  const call = patterns.find((p) => p.method === upper && p.regex.test(path));
  return call ? call.auth === 'bearer' : true;
}
