// The image's HEALTHCHECK: alive when the process answers /healthz. Liveness, not readiness: a
// service waiting for Kafka is alive and is not restarted for it. HEALTH_PORT is for a process
// whose health port is not PORT (the generation worker's WORKER_PORT).
const port = process.env.HEALTH_PORT || process.env.PORT;
try {
  const res = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(3000) });
  process.exit(res.ok ? 0 : 1);
} catch {
  process.exit(1);
}
