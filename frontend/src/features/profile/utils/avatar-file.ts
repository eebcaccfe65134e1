import { AVATAR_MAX_BYTES, avatarContentTypes, profileMessages } from '@chainscribe/contracts';

/**
 * A quick check before uploading, from what the browser says about the file (its size and the
 * type it guesses from the name). Only a hint that spares a useless upload: the server reads the
 * bytes and decides. Returns the message to show, or null when the file may be sent.
 */
export function avatarFileProblem(file: Pick<File, 'size' | 'type'>): string | null {
  if (file.size === 0) return profileMessages.avatarEmpty;
  if (file.size > AVATAR_MAX_BYTES) return profileMessages.avatarTooLarge;
  if (file.type && !avatarContentTypes.some((type) => type === file.type)) return profileMessages.avatarType;
  return null;
}
