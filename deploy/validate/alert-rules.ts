// Observability wiring of the production render, and the alert rules handed to promtool:
// every Deployment scraped by a PodMonitor on its metrics port, every alert with a runbook section
// and with unit tests that make it fire and keep it quiet, and every series the alerts and the
// dashboard read one that the code serves. Writes the rendered PrometheusRule's groups as a plain
// rules file for `promtool check rules` / `promtool test rules` (run.sh runs them next).
//
//   node deploy/validate/alert-rules.ts <work dir>   (run.sh writes manifests.json and alert-tests.json there)
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { processes } from '../../scripts/processes.ts';
import { find, podTemplate, readJson, repoRoot, type Renders, type Resource } from './model.ts';

const workDir = process.argv[2];
if (!workDir) {
  console.error('usage: node deploy/validate/alert-rules.ts <work dir>');
  process.exit(2);
}
const component = join(repoRoot, 'k8s/components/observability');
const problems: string[] = [];
const expect = (ok: boolean, problem: string) => {
  if (!ok) problems.push(problem);
};

type Rule = { alert?: string; record?: string; expr: string; annotations?: Record<string, string> };
type Groups = { groups: { name: string; rules: Rule[] }[] };
type AlertTest = { alertname: string; exp_alerts?: unknown[] };
type TestFile = { rule_files: string[]; tests: { name: string; alert_rule_test?: AlertTest[] }[] };

const prod = readJson<Renders>(join(workDir, 'manifests.json'))['overlays-prod.yaml'] ?? [];
const rule = find(prod, 'PrometheusRule', 'chainscribe-alerts');
expect(Boolean(rule), 'k8s/overlays/prod: no PrometheusRule chainscribe-alerts (include k8s/components/observability)');
const groups = (rule?.spec ?? { groups: [] }) as Groups;
const alerts = groups.groups.flatMap((g) => g.rules).filter((r): r is Rule & { alert: string } => typeof r.alert === 'string');

// ── Scraping: a PodMonitor per Deployment, on a container port named metrics = METRICS_PORT ──
const config = prod.find((r) => r.kind === 'ConfigMap' && r.metadata.name.startsWith('chainscribe-config'));
const metricsPort = Number(config?.data?.METRICS_PORT);
expect(Number.isInteger(metricsPort) && metricsPort > 0, 'k8s: the chainscribe-config ConfigMap must set METRICS_PORT');
for (const spec of processes) {
  const deployment = find(prod, 'Deployment', spec.name);
  const container = deployment ? podTemplate(deployment)?.spec.containers[0] : undefined;
  const port = (container?.ports ?? []).find((p) => p.name === 'metrics');
  expect(port?.containerPort === metricsPort, `k8s/base ${spec.name}: container port "metrics" must be ${metricsPort} (METRICS_PORT)`);
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- it is needed: it narrows spec (Record<string, unknown>) to the fields read below
  const monitor = find(prod, 'PodMonitor', spec.name) as
    (Resource & { spec?: { selector?: { matchLabels?: Record<string, string> }; podMetricsEndpoints?: { port: string }[] } }) | undefined;
  expect(
    monitor?.spec?.selector?.matchLabels?.['app.kubernetes.io/name'] === spec.name,
    `k8s/components/observability: no PodMonitor selecting ${spec.name}`,
  );
  expect(
    monitor?.spec?.podMetricsEndpoints?.some((e) => e.port === 'metrics') ?? false,
    `PodMonitor ${spec.name} must scrape the port named metrics`,
  );
}

// ── Runbooks: a section per alert, named by the alert's runbook_url ─────────────────────────
const runbooks = readFileSync(join(component, 'runbooks.md'), 'utf8');
const sections = new Set([...runbooks.matchAll(/^## (\S+)$/gm)].map((m) => (m[1] ?? '').toLowerCase()));
for (const alert of alerts) {
  const url = alert.annotations?.runbook_url ?? '';
  expect(
    url === `k8s/components/observability/runbooks.md#${alert.alert.toLowerCase()}`,
    `${alert.alert}: runbook_url must point at its runbooks.md section`,
  );
  expect(sections.has(alert.alert.toLowerCase()), `${alert.alert}: runbooks.md has no "## ${alert.alert}" section`);
}

// ── Unit tests: each alert fires in one test and stays quiet in another ──────────────────────
const tests = Object.values(readJson<Record<string, TestFile[]>>(join(workDir, 'alert-tests.json')))[0]?.[0];
const cases = (tests?.tests ?? []).flatMap((t) => t.alert_rule_test ?? []);
for (const alert of alerts) {
  const mine = cases.filter((c) => c.alertname === alert.alert);
  expect(
    mine.some((c) => (c.exp_alerts ?? []).length > 0),
    `${alert.alert}: no promtool test in which it fires`,
  );
  expect(
    mine.some((c) => (c.exp_alerts ?? []).length === 0),
    `${alert.alert}: no promtool test in which it stays quiet`,
  );
}

// ── Series: what the alerts and the dashboard read is what the processes serve ──────────────
const served = new Set(
  [...readFileSync(join(repoRoot, 'packages/service-kit/src/telemetry/metrics.ts'), 'utf8').matchAll(/name: '([a-z_]+)'/g)].map(
    (m) => m[1],
  ),
);
const known = (name: string) =>
  name === 'up' || /^(nodejs|process)_/.test(name) || served.has(name) || served.has(name.replace(/_(bucket|count|sum)$/, ''));
const dashboard = readFileSync(join(component, 'chainscribe-dashboard.json'), 'utf8');
const exprs = [
  ...alerts.map((a) => a.expr),
  ...[...dashboard.matchAll(/"expr": "((?:[^"\\]|\\.)*)"/g)].map((m) => JSON.parse(`"${m[1] ?? ''}"`) as string),
];
// Metric names: identifiers followed by a selector or range, not functions, labels or keywords.
const readsOf = (expr: string) =>
  [...expr.replace(/\{[^}]*\}/g, '{}').matchAll(/\b([a-z_][a-z0-9_]*)\s*(?=\{|\[)/g)].map((m) => m[1] ?? '');
for (const expr of exprs)
  for (const name of readsOf(expr)) expect(known(name), `series ${name} is read by an alert or the dashboard but no process serves it`);

if (problems.length > 0) {
  console.error(`observability: ${problems.length} problem(s)\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
const out = join(workDir, 'promtool');
mkdirSync(out, { recursive: true });
writeFileSync(join(out, tests?.rule_files[0] ?? 'chainscribe-alerts.rules.json'), JSON.stringify(groups, null, 2));
console.log(
  `observability: ${processes.length} PodMonitors, ${alerts.length} alerts with runbooks and tests, ${exprs.length} expressions on served series`,
);
