import type { KeyedService } from '@chainscribe/service-kit';

/** Every process of the system as `npm start` runs it (one per Deployment in k8s/). */
export interface ProcessSpec {
  name: string;
  entry: string;
  /** Port variable the process reads. */
  portVar: 'PORT' | 'WORKER_PORT';
  /** Added to the port base (default 4100, `SERVICE_PORT_BASE`); the gateway uses PORT instead. */
  offset: number;
  /** Gateway variable that points at this process. */
  urlVar?: string;
  /** Whose internal key it verifies with (INTERNAL_AUTH_KEY) and whose keys it signs its calls with. */
  key: KeyedService;
  calls: readonly KeyedService[];
}

export const defaultPortBase = 4100;

export const processes: readonly ProcessSpec[] = [
  {
    name: 'accounts',
    entry: 'services/accounts/src/start.ts',
    portVar: 'PORT',
    offset: 1,
    urlVar: 'ACCOUNTS_URL',
    key: 'accounts',
    // generation, research, analytics and publisher: the parts of a user's data export, research's erasure.
    calls: ['market', 'generation', 'research', 'analytics', 'publisher'],
  },
  {
    name: 'generation',
    entry: 'services/generation/src/start.ts',
    portVar: 'PORT',
    offset: 2,
    urlVar: 'GENERATION_URL',
    key: 'generation',
    calls: ['accounts', 'market', 'research'],
  },
  {
    name: 'generation-worker',
    entry: 'services/generation/src/start-worker.ts',
    portVar: 'WORKER_PORT',
    offset: 6,
    urlVar: 'GENERATION_WORKER_URL',
    key: 'generation',
    calls: ['accounts', 'market', 'research'],
  },
  {
    name: 'research',
    entry: 'services/research/src/start.ts',
    portVar: 'PORT',
    offset: 3,
    urlVar: 'RESEARCH_URL',
    key: 'research',
    calls: ['market', 'accounts'],
  },
  { name: 'market', entry: 'services/market/src/start.ts', portVar: 'PORT', offset: 4, urlVar: 'MARKET_URL', key: 'market', calls: [] },
  {
    name: 'analytics',
    entry: 'services/analytics/src/start.ts',
    portVar: 'PORT',
    offset: 5,
    urlVar: 'ANALYTICS_URL',
    key: 'analytics',
    calls: [],
  },
  {
    name: 'publisher',
    entry: 'services/publisher/src/start.ts',
    portVar: 'PORT',
    offset: 7,
    urlVar: 'PUBLISHER_URL',
    key: 'publisher',
    // generation: the library item a schedule request names.
    calls: ['generation'],
  },
  {
    name: 'publisher-worker',
    entry: 'services/publisher/src/start-worker.ts',
    portVar: 'WORKER_PORT',
    offset: 8,
    urlVar: 'PUBLISHER_WORKER_URL',
    key: 'publisher',
    calls: ['generation'],
  },
  {
    name: 'gateway',
    entry: 'gateway/src/start.ts',
    portVar: 'PORT',
    offset: 0,
    key: 'gateway',
    calls: ['accounts', 'generation', 'research', 'market', 'analytics', 'publisher'],
  },
];

/** Where each process serves /metrics under npm start: base+50 and up, clear of the service ports. */
export const metricsOffset = 50;

/** Port of each process and the environment the gateway needs to reach them. */
export function portPlan(portBase: number, gatewayPort: number) {
  const portOf = (spec: ProcessSpec) => (spec.name === 'gateway' ? gatewayPort : portBase + spec.offset);
  const metricsPortOf = (spec: ProcessSpec) => portBase + metricsOffset + spec.offset;
  const gatewayEnv = Object.fromEntries(
    processes.filter((p) => p.urlVar).map((p) => [p.urlVar, `http://127.0.0.1:${portOf(p)}`]),
  ) as Record<string, string>;
  return { portOf, metricsPortOf, gatewayEnv };
}
