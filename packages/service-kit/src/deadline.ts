/**
 * Resolves with the promise, or rejects with `onTimeout()` once `ms` has passed. The work itself
 * is left to finish or fail on its own: this bounds how long a caller waits, nothing more.
 */
export function within<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(onTimeout()), Math.max(0, ms));
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
