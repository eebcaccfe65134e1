import { createRequire } from 'node:module';

// kafkajs 2.2.4, its last release, re-arms a timer on every broker connection each millisecond
// while nothing is waiting to be sent (tulios/kafkajs#1556): with no request pending it schedules
// its next check at `throttledUntil - now`, a negative delay that Node turns into 1 ms (and warns
// about, TimeoutNegativeWarning). Each idle service spent about 5% of a core on it. The request
// queue here checks again only when a request is waiting, as the open upstream fix (#1667) does:
// a request pushed later, an answer and a timeout each check the queue themselves.

const FIXED_VERSION = '2.2.4';
const CHECK_PENDING_REQUESTS_INTERVAL_MS = 10;

interface RequestQueue {
  pending: unknown[];
  throttledUntil: number;
  throttleCheckTimeoutId: NodeJS.Timeout | null;
  checkPendingRequests(): void;
  scheduleCheckPendingRequests(): void;
}

function scheduleCheckPendingRequests(this: RequestQueue): void {
  if (this.throttleCheckTimeoutId || this.pending.length === 0) return;
  const throttled = this.throttledUntil - Date.now();
  this.throttleCheckTimeoutId = setTimeout(
    () => {
      this.throttleCheckTimeoutId = null;
      this.checkPendingRequests();
    },
    throttled > 0 ? throttled : CHECK_PENDING_REQUESTS_INTERVAL_MS,
  );
}

// Only the version it was written for: another kafkajs may have changed the queue, or fixed it.
const require = createRequire(import.meta.url);
if ((require('kafkajs/package.json') as { version: string }).version === FIXED_VERSION) {
  const queue = require('kafkajs/src/network/requestQueue/index.js') as { prototype: RequestQueue };
  queue.prototype.scheduleCheckPendingRequests = scheduleCheckPendingRequests;
}
