import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * A Web Push service as browsers' vendors run one (RFC 8030): HTTPS, a POST of the encrypted
 * message per subscription endpoint, 201 when accepted; paths under /gone/ answer 410 like an
 * expired subscription. Its certificate is made for this run; `agent` trusts it.
 */
export async function startPushServiceStandIn() {
  const dir = mkdtempSync(join(tmpdir(), 'push-stand-in-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  const key = readFileSync(join(dir, 'key.pem'));
  const cert = readFileSync(join(dir, 'cert.pem'));
  rmSync(dir, { recursive: true, force: true });

  const received: ReceivedPush[] = [];
  const server = createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = req.url?.startsWith('/gone/') ? 410 : 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `https://127.0.0.1:${port}`;
  return {
    origin,
    received,
    agent: new Agent({ ca: cert }),
    /** What a browser's PushSubscription.toJSON() gives: an endpoint here and the browser's own keys. */
    subscription(path: string) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      return {
        endpoint: `${origin}${path}`,
        expirationTime: null,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
