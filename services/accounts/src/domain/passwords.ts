import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

/** OWASP Password Storage Cheat Sheet: scrypt N=2^17, r=8, p=1 (128 MiB and ~0.3 s per hash here). */
export const currentParams = { N: 2 ** 17, r: 8, p: 1, keylen: 64 };
// Node refuses more than 32 MiB by default; 128·N·r bytes are needed, plus headroom.
const maxmemFor = (N: number, r: number) => 128 * N * r * 2;

/**
 * At most two hashes at once per process: each one holds 128 MiB, and more in parallel on a
 * 2-core box only queues CPU while multiplying memory. Callers beyond that wait their turn.
 */
const MAX_CONCURRENT_HASHES = 2;
let running = 0;
const waiting: (() => void)[] = [];
async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_HASHES) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

export async function hashPassword(password: string): Promise<string> {
  const { N, r, p, keylen } = currentParams;
  const salt = randomBytes(16);
  const hash = await limited(() => scrypt(password.normalize('NFKC'), salt, keylen, { N, r, p, maxmem: maxmemFor(N, r) }));
  return ['scrypt', N, r, p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

/** Parameters outside what we ever issued are refused rather than run (a crafted row must not cost gigabytes). */
function parse(stored: string) {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  const N = Number(n);
  const R = Number(r);
  const P = Number(p);
  if (scheme !== 'scrypt' || !salt || !hash) return null;
  if (!Number.isInteger(Math.log2(N)) || N < 2 ** 14 || N > 2 ** 18 || R !== 8 || P < 1 || P > 4) return null;
  return { N, r: R, p: P, salt: Buffer.from(salt, 'base64url'), hash: Buffer.from(hash, 'base64url') };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const { N, r, p, salt, hash } = parsed;
  const actual = await limited(() => scrypt(password.normalize('NFKC'), salt, hash.length, { N, r, p, maxmem: maxmemFor(N, r) }));
  return actual.length === hash.length && timingSafeEqual(actual, hash);
}

/** True when the stored hash was made with weaker parameters than today's: rehash at the next sign-in. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  const { N, r, p, keylen } = currentParams;
  return !parsed || parsed.N !== N || parsed.r !== r || parsed.p !== p || parsed.hash.length !== keylen;
}

/** A real hash of nothing: unknown accounts cost the same time as wrong passwords. */
export const decoyHash = await hashPassword(randomBytes(12).toString('hex'));

const common = new Set([
  'password',
  'password1',
  'password123',
  '12345678',
  '123456789',
  '1234567890',
  'qwerty123',
  'qwertyuiop',
  'iloveyou',
  'letmein123',
  'welcome123',
  'admin123',
  'abc12345',
  'bitcoin123',
  'crypto123',
  'ethereum1',
]);

/** Why a password is too weak, in words a user can act on; empty when it is acceptable. */
export function passwordProblems(password: string, identifier: string | undefined): string[] {
  const problems: string[] = [];
  if (password.length < 8) problems.push('use at least 8 characters');
  if (password.length > 128) problems.push('use at most 128 characters');
  if (!/[A-Za-z]/.test(password)) problems.push('include a letter');
  if (!/\d/.test(password)) problems.push('include a number');
  if (common.has(password.toLowerCase())) problems.push('avoid a commonly used password');
  const local = identifier?.split('@')[0]?.toLowerCase();
  if (local && local.length >= 4 && password.toLowerCase().includes(local)) problems.push('do not include your email or phone number');
  if (/^(.)\1+$/.test(password)) problems.push('do not repeat one character');
  return problems;
}
