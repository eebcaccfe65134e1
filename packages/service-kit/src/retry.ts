export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Exponential backoff with full jitter; used while dependencies start in any order. */
export async function retry<T>(
  what: string,
  fn: (attempt: number) => Promise<T>,
  options: { attempts?: number; baseMs?: number; maxMs?: number; onRetry?: (err: unknown, attempt: number, delayMs: number) => void } = {},
): Promise<T> {
  const attempts = options.attempts ?? 10;
  const base = options.baseMs ?? 200;
  const max = options.maxMs ?? 5000;
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      return await fn(attempt);
    } catch (err) {
      lastError = err;
      if (attempt === attempts) break;
      const delay = Math.round(Math.random() * Math.min(max, base * 2 ** (attempt - 1)));
      options.onRetry?.(err, attempt, delay);
      await sleep(delay);
    }
  }
  const reason = lastError instanceof Error ? lastError.message : String(lastError);
  throw new Error(`${what} failed after ${attempts} attempts: ${reason}`, { cause: lastError });
}
