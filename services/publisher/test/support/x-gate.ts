import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An HTTP relay in front of the X stand-in that can hold posts: after `holdPostsAfter(n)` lets n
 * more `POST /2/tweets` through, the next ones get no answer at all (as if the network stalled
 * while the worker waits), which is where a test kills the worker.
 */
export async function startXGate(target: string) {
  let passes = Infinity;
  const held: ServerResponse[] = [];
  const upstream = new URL(target);
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const isPost = req.method === 'POST' && (req.url ?? '').startsWith('/2/tweets');
    if (isPost && passes <= 0) {
      held.push(res);
      req.resume();
      return;
    }
    if (isPost) passes -= 1;
    const forward = request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    holdPostsAfter(n: number) {
      passes = n;
    },
    heldCount: () => held.length,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of held) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
