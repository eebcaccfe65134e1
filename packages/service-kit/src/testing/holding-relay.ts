import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';

/**
 * A TCP relay in front of the MongoDB-wire server that can hold what its clients send: the way to
 * make one writer's update reach the server late, after its lease has ended. It cuts the byte
 * stream into wire-protocol messages (each starts with its int32 length) so `holdAfter(n)` can let
 * exactly n more requests through (a read) and hold the ones after (the write).
 */
export async function startHoldingRelay(target: URL) {
  /** Requests still let through before holding starts; Infinity = not holding. */
  let passes = Infinity;
  /** Connections with held messages; after release each must see an answer before the test reads. */
  const held: { upstream: Socket; messages: Buffer[]; answered: boolean }[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port), target.hostname);
    sockets.add(client).add(upstream);
    const entry = { upstream, messages: [] as Buffer[], answered: false };
    let pending = Buffer.alloc(0);
    client.on('data', (chunk: Buffer) => {
      pending = Buffer.concat([pending, chunk]);
      while (pending.length >= 4 && pending.length >= pending.readInt32LE(0)) {
        const message = pending.subarray(0, pending.readInt32LE(0));
        pending = pending.subarray(message.length);
        // Order per connection is kept: once one message waits, the ones after it wait too.
        if (passes > 0 && entry.messages.length === 0) {
          passes--;
          upstream.write(message);
          continue;
        }
        if (entry.messages.length === 0) held.push(entry);
        entry.messages.push(message);
      }
    });
    upstream.on('data', (chunk: Buffer) => {
      entry.answered = true;
      client.write(chunk);
    });
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `mongodb://127.0.0.1:${port}/?directConnection=true`,
    /** Holds every request from now on. */
    hold() {
      passes = 0;
    },
    /** Lets `count` more requests through, then holds the rest. */
    holdAfter(count: number) {
      passes = count;
    },
    heldMessages: () => held.reduce((n, e) => n + e.messages.length, 0),
    /** Sends what was held, in order; answers a check that every held connection got its reply. */
    release() {
      passes = Infinity;
      const released = held.splice(0);
      for (const entry of released) {
        entry.answered = false;
        for (const message of entry.messages.splice(0)) entry.upstream.write(message);
      }
      return () => released.every((e) => e.answered);
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
