import { connect } from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string[]>;
  body: string;
  /** The body parsed as JSON when it is JSON, else undefined. */
  json: unknown;
}

function dechunk(raw: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  while (at < raw.length) {
    const lineEnd = raw.indexOf('\r\n', at);
    if (lineEnd < 0) break;
    const size = Number.parseInt(raw.subarray(at, lineEnd).toString('latin1'), 16);
    if (!Number.isFinite(size) || size === 0) break;
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/**
 * One HTTP/1.1 exchange written byte for byte on a socket: the request target goes out exactly as
 * given (no client normalises '..', '%2e' or backslashes away), headers and body as given.
 */
export function rawRequest(
  baseUrl: string,
  request: { method?: string; target: string; headers?: Record<string, string>; body?: string | Buffer; chunked?: boolean },
): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  const body = request.body === undefined ? undefined : Buffer.from(request.body);
  const headers: Record<string, string> = { host: `${hostname}:${port}`, connection: 'close', ...request.headers };
  if (body && request.chunked) headers['transfer-encoding'] = 'chunked';
  else if (body) headers['content-length'] = String(body.length);
  const head = `${request.method ?? 'GET'} ${request.target} HTTP/1.1\r\n${Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('')}\r\n`;
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const received: Buffer[] = [];
    socket.setTimeout(15_000, () => socket.destroy(new Error(`no answer to ${request.method ?? 'GET'} ${request.target}`)));
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    // A server may close while we still write an oversized body: what it answered still counts.
    socket.on('error', (err) => (received.length > 0 ? socket.destroy() : reject(err)));
    socket.on('close', () => {
      const all = Buffer.concat(received);
      const split = all.indexOf('\r\n\r\n');
      if (split < 0) {
        reject(new Error(`no HTTP answer to ${request.target}: ${all.toString('latin1').slice(0, 200)}`));
        return;
      }
      const [statusLine = '', ...lines] = all.subarray(0, split).toString('latin1').split('\r\n');
      const answerHeaders: Record<string, string[]> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        const name = line.slice(0, colon).trim().toLowerCase();
        (answerHeaders[name] ??= []).push(line.slice(colon + 1).trim());
      }
      const rest = all.subarray(split + 4);
      const text = (answerHeaders['transfer-encoding']?.[0] === 'chunked' ? dechunk(rest) : rest).toString('utf8');
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers: answerHeaders, body: text, json });
    });
    socket.write(head);
    if (body && request.chunked) {
      for (let at = 0; at < body.length; at += 16 * 1024) {
        const part = body.subarray(at, at + 16 * 1024);
        socket.write(`${part.length.toString(16)}\r\n`);
        socket.write(part);
        socket.write('\r\n');
      }
      socket.write('0\r\n\r\n');
    } else if (body) socket.write(body);
  });
}
