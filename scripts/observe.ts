// `npm start -- --observe`: a real Prometheus (Debian's prometheus package) scraping every process's
// /metrics and evaluating the cluster's own alert rules, so the figures and alerts production watches
// can be seen on a laptop (deploy/validate unit-tests the same rules with promtool). Off by default:
// a plain npm start stays light.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { dataDir, logsDir, runDir } from '../deploy/local/cache.ts';
import { portFree, spawnDetached, stopProcess, which } from '../deploy/local/process.ts';
import { processes, type ProcessSpec } from './processes.ts';
import { repoRoot } from './system.ts';

export const defaultPrometheusPort = 9090;

/** The PrometheusRule the cluster runs: the one source of the alert rules, here and in Kubernetes. */
export const prometheusRuleManifest = join(repoRoot, 'k8s/components/observability/prometheus-rule.yaml');
const rulesFile = 'chainscribe-alerts.rules.json';

/**
 * The manifest's rule groups as a Prometheus rules file (JSON, which Prometheus reads as YAML):
 * the Operator does this in the cluster; here it is done at every start, so no copy can drift.
 */
export function alertRuleGroups(manifest = prometheusRuleManifest): { groups: { name: string; rules: Record<string, unknown>[] }[] } {
  const resource = parse(readFileSync(manifest, 'utf8')) as { kind?: string; spec?: { groups?: unknown } };
  if (resource.kind !== 'PrometheusRule' || !Array.isArray(resource.spec?.groups))
    throw new Error(`${manifest} is not a PrometheusRule with spec.groups`);
  return { groups: resource.spec.groups as { name: string; rules: Record<string, unknown>[] }[] };
}

/** prometheus.yml: one job per process (the job label is the process name, as a PodMonitor's is). */
export function prometheusConfig(metricsPortOf: (spec: ProcessSpec) => number): string {
  const jobs = processes.map((spec) =>
    [
      `  - job_name: ${spec.name}`,
      `    static_configs:`,
      `      - targets: ['127.0.0.1:${metricsPortOf(spec)}']`,
      `        labels: { namespace: chainscribe }`,
    ].join('\n'),
  );
  return `global:\n  scrape_interval: 5s\n  evaluation_interval: 5s\nrule_files: ['${rulesFile}']\nscrape_configs:\n${jobs.join('\n')}\n`;
}

/** Starts Prometheus on `port` (loopback only); resolves once it answers, with its URL and a stop. */
export async function startPrometheus(options: {
  port: number;
  metricsPortOf: (spec: ProcessSpec) => number;
  /** Where it keeps its data and config; tests give their own so they never meet a running npm start's. */
  dir?: string;
}) {
  const binary = which('prometheus');
  if (!binary)
    throw new Error("prometheus not found: install Debian's prometheus package (npm start -- --observe does it when run as root)");
  if (!(await portFree(options.port)))
    throw new Error(`port ${options.port} (Prometheus) is already in use: set PROMETHEUS_PORT to another port`);
  const dir = options.dir ?? runDir;
  mkdirSync(dir, { recursive: true });
  mkdirSync(logsDir, { recursive: true });
  const config = join(dir, 'prometheus.yml');
  writeFileSync(join(dir, rulesFile), JSON.stringify(alertRuleGroups(), null, 2));
  writeFileSync(config, prometheusConfig(options.metricsPortOf));
  const log = join(options.dir ?? logsDir, 'prometheus.log');
  const child = spawnDetached(
    binary,
    [
      `--config.file=${config}`,
      `--storage.tsdb.path=${options.dir ? join(options.dir, 'data') : dataDir('prometheus')}`,
      '--storage.tsdb.retention.time=2d',
      `--web.listen-address=127.0.0.1:${options.port}`,
    ],
    log,
  );
  const url = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    const ready = await fetch(`${url}/-/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    const exit = child.exitCode();
    if (exit !== undefined || Date.now() > deadline) {
      if (exit === undefined) await stopProcess(child.pid, 2000);
      throw new Error(`Prometheus did not start (${exit === undefined ? 'no answer in 30 s' : `exited: ${exit}`}); see ${log}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, log, stop: async () => void (await stopProcess(child.pid, 5000)) };
}
