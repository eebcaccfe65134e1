import { describe, expect, it } from 'vitest';
import { hashPassword, passwordProblems, verifyPassword } from '../src/domain/passwords.ts';

describe('passwords', () => {
  it('when a password is hashed, then only that password verifies and the hash is salted scrypt', async () => {
    const hash = await hashPassword('correct horse 42');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(await verifyPassword('correct horse 42', hash)).toBe(true);
    expect(await verifyPassword('correct horse 43', hash)).toBe(false);
    expect(await hashPassword('correct horse 42')).not.toBe(hash);
  });

  it('when a password is weak, then every broken rule is named', () => {
    expect(passwordProblems('abc', undefined)).toEqual(['use at least 8 characters', 'include a number']);
    expect(passwordProblems('satoshi2024!', 'satoshi@example.com')).toEqual(['do not include your email or phone number']);
    expect(passwordProblems('11111111', undefined)).toEqual(['include a letter', 'do not repeat one character']);
    expect(passwordProblems('solid pass 9', 'ada@example.com')).toEqual([]);
  });
});
