import type { Request } from 'express';

export type ContentCoding = 'br' | 'gzip';

/** Server preference among the codings a client accepts: brotli is smaller than gzip for our text. */
export const contentCodings: readonly ContentCoding[] = ['br', 'gzip'];

/**
 * The first of `offered`, in the order given, that the client accepts. Browsers list gzip before br
 * with the same weight, so the client's own order does not decide between equals.
 */
export function acceptedCoding(req: Request, offered: readonly ContentCoding[]): ContentCoding | undefined {
  return offered.find((coding) => req.acceptsEncodings(coding) === coding);
}
