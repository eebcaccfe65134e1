// Called through the module object, so that an http instrumentation (OTEL_NODE_DISABLED_INSTRUMENTATIONS
// can bring one back) would see the call; the gateway's own trace context goes on through traceProxyHop.
import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import { AppError, allIdentityHeaders, REQUEST_ID_HEADER, signIdentity, traceProxyHop, type Identity } from '@chainscribe/service-kit';
import { matchRoute, type ServiceName } from '../routes/table.ts';
import { answerEncoding, compressorFor } from './compress-answer.ts';

const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
]);

// Cookie and Set-Cookie pass both ways (the refresh cookie of /api/auth lives on them).
function forwardableHeaders(headers: IncomingHttpHeaders): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || hopByHop.has(name) || allIdentityHeaders.includes(name)) continue;
    out[name] = value;
  }
  return out;
}

const noBody = Buffer.alloc(0);

/** RFC 9110 §9.2.2: sending one of these twice has the effect of sending it once. */
const idempotent = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

/**
 * A pooled connection the service closed while it sat idle, found closed only as the request went
 * out on it: the service never read the request. Node's advice for this race is to send the
 * request again on a fresh connection, which `send` does once for idempotent methods.
 */
const staleConnection = (upstream: http.ClientRequest, err: NodeJS.ErrnoException): boolean =>
  upstream.reusedSocket && (err.code === 'ECONNRESET' || err.code === 'EPIPE');

// `Connection: close` so a client still sending an oversized body is not read to its end.
const tooLarge = (message = 'Request body is too large') =>
  new AppError(413, message, { code: 'too_large', headers: { Connection: 'close' } });

/**
 * The whole body, at most `limit` bytes. Buffered rather than streamed because the signature
 * covers its hash; bodies are small (the limit is a few hundred KiB) and answers still stream.
 */
function readBody(req: IncomingMessage, limit: number, message?: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received <= limit) {
        chunks.push(chunk);
        return;
      }
      req.off('data', onData);
      reject(tooLarge(message));
    };
    req.on('data', onData);
    req.once('end', () => resolve(Buffer.concat(chunks)));
    req.once('error', () => reject(AppError.badRequest('The request body could not be read', 'body_unreadable')));
  });
}

/**
 * Streams the service's answer to the caller as it arrives (SSE included), compressed on the way
 * when the caller accepts it and the answer is worth it (`answerEncoding`).
 */
function passOn(req: Request, answer: IncomingMessage, res: Response): void {
  res.statusCode = answer.statusCode ?? 502;
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value !== undefined && !hopByHop.has(name)) res.setHeader(name, value);
  }
  const length = answer.headers['content-length'];
  const encoding = answerEncoding(req, answer);
  if (encoding) {
    res.setHeader('content-encoding', encoding);
    res.vary('Accept-Encoding');
  } else if (length !== undefined) {
    // The service's length is kept: it describes the body we pass on unchanged.
    res.setHeader('content-length', length);
  }
  res.flushHeaders();
  const body = encoding
    ? answer.pipe(compressorFor(encoding, length === undefined ? undefined : Number(length)).once('error', () => res.destroy()))
    : answer;
  body.pipe(res);
  res.on('close', () => answer.destroy());
  // A service that dies mid-answer: the pipe stops without ending the caller's answer, who
  // would wait for the rest until its own timeout. Cutting the connection tells it at once.
  answer.once('close', () => {
    if (!answer.complete) res.destroy();
  });
}

export interface ProxyOptions {
  urls: Record<ServiceName, string>;
  /** Each service's own key: an identity is signed only for the service it is forwarded to. */
  keys: Record<ServiceName, string>;
  bodyLimitBytes: number;
  timeoutMs: number;
  /** The verified caller, or null for an anonymous call; set by the auth middleware. */
  identityOf: (req: Request) => Identity | null;
}

/**
 * Forwards the request to the owning service with its raw target (path and query as received,
 * never re-resolved: the safe-path check has already refused anything that could be), and streams
 * the answer back (SSE included). Client-sent identity headers are dropped and the gateway's own
 * signed set is added over method, target and body, so a service can trust exactly what the
 * gateway verified, for exactly this request.
 */
export function proxy(options: ProxyOptions): RequestHandler {
  // Parsed once, not per request: the service addresses are fixed for the life of the process.
  const bases = Object.fromEntries(Object.entries(options.urls).map(([service, url]) => [service, new URL(url)])) as Record<
    ServiceName,
    URL
  >;
  // Connections to the services are kept open and reused: a new TCP connection per call cost
  // the gateway a handshake and the service an accept on every request (issue 21).
  // An idle connection is let go after 30 s, before the services close theirs (service-kit's
  // `listen` keeps them 65 s): without a timeout of its own the agent keeps idle connections for
  // ever (Node applies a server's Keep-Alive hint only below the agent's timeout), and reusing
  // one the service has just closed answered the user 503.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 64, scheduling: 'lifo', timeout: 30_000 });
  return async (req, res, next) => {
    const route = matchRoute(req.path);
    if (!route) {
      next();
      return;
    }
    const limit = route.body?.limitBytes ?? options.bodyLimitBytes;
    if (Number(req.get('content-length') ?? 0) > limit) throw tooLarge(route.body?.tooLargeMessage);
    // Without a length or chunked framing there is no body (most calls are GETs): nothing to wait for.
    const hasBody = req.get('content-length') !== undefined || req.get('transfer-encoding') !== undefined;
    const body = hasBody ? await readBody(req, limit, route.body?.tooLargeMessage) : noBody;
    const target = req.originalUrl;
    const base = bases[route.service];
    const headers = {
      ...forwardableHeaders(req.headers),
      ...signIdentity(options.keys[route.service], { method: req.method, target, body }, options.identityOf(req)),
      ...(body.length > 0 || req.get('content-length') !== undefined ? { 'content-length': String(body.length) } : {}),
      [REQUEST_ID_HEADER]: req.id,
      'x-forwarded-for': req.ip ?? '',
      'x-forwarded-proto': req.protocol,
      'x-forwarded-host': req.get('host') ?? '',
    };
    // The trace context goes on to the service (a client span when this request is traced).
    const hopEnded = traceProxyHop(req.method, { 'server.address': base.host, 'chainscribe.service': route.service }, headers);
    let failed = false;
    const fail = (err: AppError) => {
      if (failed) return;
      failed = true;
      hopEnded();
      if (res.headersSent) res.destroy();
      else next(err);
    };
    const send = (retried: boolean) => {
      const upstream = http.request({
        agent,
        protocol: base.protocol,
        hostname: base.hostname,
        // Node connects to hostname and port; host (with the port) is for the tracing instrumentation,
        // which otherwise builds an invalid origin from hostname and port and pays for a thrown
        // URL error on every request (about 10 µs, a tenth of the gateway's own time per call).
        host: base.host,
        port: base.port,
        path: target,
        method: req.method,
        headers,
        timeout: options.timeoutMs,
      });
      let answered = false;
      upstream.on('response', (answer) => {
        answered = true;
        hopEnded(answer.statusCode);
        passOn(req, answer, res);
      });
      upstream.on('timeout', () => {
        upstream.destroy();
        fail(new AppError(504, `The ${route.service} service took too long to answer. Please try again.`, { code: 'upstream_timeout' }));
      });
      upstream.on('error', (err: NodeJS.ErrnoException) => {
        // Already answered (a timeout's own destroy lands here too), or the answer has begun: never sent again.
        if (failed) return;
        if (!answered && !retried && staleConnection(upstream, err) && idempotent.has(req.method)) {
          send(true);
          return;
        }
        req.log.warn({ service: route.service, err: err.message }, 'upstream unavailable');
        fail(AppError.unavailable(`The ${route.service} service is unavailable right now. Please try again in a moment.`));
      });
      upstream.end(body);
    };
    send(false);
  };
}
