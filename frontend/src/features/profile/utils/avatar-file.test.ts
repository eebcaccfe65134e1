import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, profileMessages } from '@chainscribe/contracts';
import { avatarFileProblem } from './avatar-file.ts';

describe('avatarFileProblem', () => {
  it('when a PNG, JPEG or WebP is at most 1 MB, then it may be sent', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp']) expect(avatarFileProblem({ size: AVATAR_MAX_BYTES, type })).toBeNull();
  });

  it('when the browser cannot guess a type, then the server is left to read the bytes', () => {
    expect(avatarFileProblem({ size: 10, type: '' })).toBeNull();
  });

  it('when the file is one byte over 1 MB, then the size message is shown', () => {
    expect(avatarFileProblem({ size: AVATAR_MAX_BYTES + 1, type: 'image/png' })).toBe(profileMessages.avatarTooLarge);
  });

  it('when the file is a GIF, a PDF or empty, then it gets the type or empty message', () => {
    expect(avatarFileProblem({ size: 10, type: 'image/gif' })).toBe(profileMessages.avatarType);
    expect(avatarFileProblem({ size: 10, type: 'application/pdf' })).toBe(profileMessages.avatarType);
    expect(avatarFileProblem({ size: 0, type: 'image/png' })).toBe(profileMessages.avatarEmpty);
  });
});
