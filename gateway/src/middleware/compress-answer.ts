import type { IncomingMessage } from 'node:http';
import { constants, createBrotliCompress, createGzip, type BrotliCompress, type Gzip } from 'node:zlib';
import type { Request } from 'express';
import { acceptedCoding, contentCodings, type ContentCoding } from '../content-coding.ts';

/** Below this an answer fits in a packet or two: compressing it would save nothing worth the work. */
const MIN_BYTES = 1024;

/**
 * JSON (problem details included) and plain text. Never an event stream: each server-sent event
 * must reach the browser as it is written, not when a compressor's window fills.
 */
const compressible = /^(?:application\/(?:[\w.-]+\+)?json|text\/(?:plain|csv))\s*(?:;|$)/i;

/**
 * How the gateway encodes a service's answer for this caller: brotli or gzip, as the caller
 * accepts, for text answers of some size; none for anything else. Answers of /api/auth and any
 * answer that sets a cookie are sent as they are: they carry secrets beside text the caller chose
 * (an email), which is what a compression side channel (BREACH) needs.
 */
export function answerEncoding(req: Request, answer: IncomingMessage): ContentCoding | undefined {
  const { headers, statusCode = 0 } = answer;
  if (req.method === 'HEAD' || statusCode === 204 || statusCode === 304) return undefined;
  if (headers['content-encoding'] !== undefined || headers['set-cookie'] !== undefined || req.path.startsWith('/api/auth/'))
    return undefined;
  if (!compressible.test(headers['content-type'] ?? '')) return undefined;
  if (headers['content-length'] !== undefined && Number(headers['content-length']) < MIN_BYTES) return undefined;
  return acceptedCoding(req, contentCodings);
}

/**
 * A compressor for a live answer: brotli at quality 4, which on JSON comes within a few percent of
 * its best ratio for a fraction of the time (quality 11, the default, is meant for files compressed once).
 */
export function compressorFor(encoding: ContentCoding, length: number | undefined): BrotliCompress | Gzip {
  if (encoding === 'gzip') return createGzip();
  return createBrotliCompress({
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 4,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      ...(length === undefined ? {} : { [constants.BROTLI_PARAM_SIZE_HINT]: length }),
    },
  });
}
