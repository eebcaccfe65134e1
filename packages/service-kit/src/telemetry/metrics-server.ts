import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { collectConsumerLag } from './consumer-lag.ts';
import { metricsRegistry } from './metrics.ts';

/**
 * /metrics on a port of its own: the gateway never routes to it, and in Kubernetes only the
 * Prometheus scrape reaches it. A plain node:http server keeps it out of the app's middleware
 * (no auth, no rate limit, not counted in the HTTP metrics it reports).
 */
export async function startMetricsServer(port: number, host: string): Promise<{ server: Server; port: number; url: string }> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Only GET /metrics here\n');
      return;
    }
    collectConsumerLag()
      .then(() => metricsRegistry.metrics())
      .then(
        (text) => res.writeHead(200, { 'content-type': metricsRegistry.contentType }).end(text),
        (err: unknown) =>
          res.writeHead(500, { 'content-type': 'text/plain' }).end(`metrics failed: ${err instanceof Error ? err.message : String(err)}\n`),
      );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const actual = (server.address() as AddressInfo).port;
  return { server, port: actual, url: `http://${host}:${actual}/metrics` };
}
