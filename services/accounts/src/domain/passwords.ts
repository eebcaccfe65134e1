import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCallback) as (password: string, salt: Buffer, keylen: number, options: { N: number; r: number; p: number; maxmem: number }) => Promise<Buffer>;

// OWASP's scrypt floor (N=2^17 is stronger but costs ~130 MB per hash on a 2-core box).
const params = { N: 2 ** 15, r: 8, p: 1, keylen: 64 };
const maxmem = 128 * params.N * params.r * 2;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password.normalize('NFKC'), salt, params.keylen, { N: params.N, r: params.r, p: params.p, maxmem });
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const N = Number(n);
  const actual = await scrypt(password.normalize('NFKC'), Buffer.from(salt, 'base64url'), expected.length, {
    N,
    r: Number(r),
    p: Number(p),
    maxmem: 128 * N * Number(r) * 2,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A real hash of nothing: unknown accounts cost the same time as wrong passwords. */
export const decoyHash = await hashPassword(randomBytes(12).toString('hex'));

const common = new Set([
  'password', 'password1', 'password123', '12345678', '123456789', '1234567890', 'qwerty123', 'qwertyuiop',
  'iloveyou', 'letmein123', 'welcome123', 'admin123', 'abc12345', 'bitcoin123', 'crypto123', 'ethereum1',
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
