import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, passwordProblems, verifyPassword } from '../src/domain/passwords.ts';

describe('passwords', () => {
  it('when a password is hashed, then only that password verifies and the hash is salted scrypt at OWASP parameters (N=2^17, r=8, p=1)', async () => {
    const hash = await hashPassword('correct horse 42');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(needsRehash(hash)).toBe(false);
    expect(await verifyPassword('correct horse 42', hash)).toBe(true);
    expect(await verifyPassword('correct horse 43', hash)).toBe(false);
    expect(await hashPassword('correct horse 42')).not.toBe(hash);
  });

  it('when a hash was made with the old parameters, then it still verifies and asks for a rehash; crafted parameters are refused', async () => {
    // Made the way the previous release did (N=2^15), with node:crypto directly.
    const { randomBytes, scryptSync } = await import('node:crypto');
    const salt = randomBytes(16);
    const old = [
      'scrypt',
      32768,
      8,
      1,
      salt.toString('base64url'),
      scryptSync('correct horse 42', salt, 64, { N: 32768, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }).toString('base64url'),
    ].join('$');
    expect(await verifyPassword('correct horse 42', old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
    // A row asking for 2^30 iterations would cost gigabytes: refused without running it.
    expect(await verifyPassword('correct horse 42', old.replace('$32768$', '$1073741824$'))).toBe(false);
  });

  it('when a password is weak, then every broken rule is named', () => {
    expect(passwordProblems('abc', undefined)).toEqual(['use at least 8 characters', 'include a number']);
    expect(passwordProblems('satoshi2024!', 'satoshi@example.com')).toEqual(['do not include your email or phone number']);
    expect(passwordProblems('11111111', undefined)).toEqual(['include a letter', 'do not repeat one character']);
    expect(passwordProblems('solid pass 9', 'ada@example.com')).toEqual([]);
  });
});
