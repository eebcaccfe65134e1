/** Asks each service's /readyz; a slow or dead service is reported down, never awaited forever. */
export async function probeServices(targets: Record<string, string>, timeoutMs = 1500) {
  const results = await Promise.all(
    Object.entries(targets).map(async ([name, base]) => {
      try {
        const res = await fetch(new URL('/readyz', base), { signal: AbortSignal.timeout(timeoutMs) });
        return [name, { ready: res.ok, status: res.status }] as const;
      } catch (err) {
        const reason = err instanceof Error ? (err.cause instanceof Error ? err.cause.message : err.message) : String(err);
        return [name, { ready: false, error: reason }] as const;
      }
    }),
  );
  return Object.fromEntries(results) as Record<string, { ready: boolean; status?: number; error?: string }>;
}
