import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startTestServer, type RecordedRequest, type TestServer } from './test-server.ts';

export interface SharedTestServer extends TestServer {
  /** The requests of the running test only (those before it are left out). */
  requestsTo: (method: string, path: string) => RecordedRequest[];
}

/** One stand-in gateway for a test file: started before its tests, closed after them. */
export function sharedTestServer(): SharedTestServer {
  let current: TestServer | undefined;
  let mark = 0;
  const live = (): TestServer => {
    if (!current) throw new Error('the test server starts in beforeAll');
    return current;
  };
  beforeAll(async () => {
    current = await startTestServer();
  });
  beforeEach(() => {
    mark = live().requests.length;
  });
  afterAll(() => current?.close());
  return {
    get url() {
      return live().url;
    },
    get requests() {
      return live().requests;
    },
    on: (method, path, handler) => live().on(method, path, handler),
    close: () => live().close(),
    requestsTo: (method, path) =>
      live()
        .requests.slice(mark)
        .filter((request) => request.method === method && request.path === path),
  };
}
