// The shapes check.ts reads: rendered Kubernetes manifests (kustomize → deploy-validate yaml2json)
// and the compose project (compose-go's normalised JSON). Only the fields the checks use.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { ProcessSpec } from '../../scripts/processes.ts';

export interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: { secretKeyRef?: { name: string; key: string }; configMapKeyRef?: { name: string; key: string } };
}

export interface SecurityContext {
  runAsNonRoot?: boolean;
  allowPrivilegeEscalation?: boolean;
  readOnlyRootFilesystem?: boolean;
  capabilities?: { drop?: string[] };
  seccompProfile?: { type?: string };
}

export interface Container {
  name: string;
  image: string;
  command?: string[];
  args?: string[];
  ports?: { name?: string; containerPort: number }[];
  env?: EnvVar[];
  envFrom?: { configMapRef?: { name: string; optional?: boolean }; secretRef?: { name: string; optional?: boolean } }[];
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  securityContext?: SecurityContext;
  livenessProbe?: object;
  readinessProbe?: object;
}

export interface PodTemplate {
  metadata?: { labels?: Record<string, string> };
  spec: {
    containers: Container[];
    serviceAccountName?: string;
    automountServiceAccountToken?: boolean;
    securityContext?: SecurityContext;
  };
}

export interface Resource {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  spec?: Record<string, unknown>;
  data?: Record<string, string>;
}

/** Rendered kustomizations by file name: `overlays-dev.yaml` is `kustomize build k8s/overlays/dev`. */
export type Renders = Record<string, Resource[]>;

export interface ComposeService {
  image?: string;
  command?: string[] | null;
  environment?: Record<string, string | null>;
  /** Absolute paths after loading. */
  env_file?: { path: string; required: boolean }[];
  build?: { context: string; dockerfile?: string; args?: Record<string, string> };
  depends_on?: Record<string, { condition: string }>;
}

export interface ComposeProject {
  services: Record<string, ComposeService>;
}

export const repoRoot = join(import.meta.dirname, '..', '..');

export function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}

export const podTemplate = (r: Resource): PodTemplate | undefined =>
  r.kind === 'Job' || r.kind === 'Deployment' || r.kind === 'StatefulSet' ? (r.spec?.template as PodTemplate) : undefined;

export const find = (resources: Resource[], kind: string, name: string): Resource | undefined =>
  resources.find((r) => r.kind === kind && r.metadata.name === name);

export const envValue = (container: Container | undefined, name: string): string | undefined =>
  container?.env?.find((e) => e.name === name)?.value;

/** `services/generation/src/start-worker.ts` → `services/generation`. */
export const workspaceOf = (entry: string): string => dirname(dirname(entry));

export function portOf(spec: ProcessSpec, portBase: number): number {
  return spec.name === 'gateway' ? 8080 : portBase + spec.offset;
}

export interface ProcessNeeds {
  mongo: boolean;
  redis: boolean;
  kafka: boolean;
  /** Processes it calls directly over HTTP (from the `<NAME>_URL` variables its config reads). */
  calls: string[];
}

/** What a process's `src/config.ts` asks for: the data stores it connects to and the services it calls. */
export function needsOf(spec: ProcessSpec, all: readonly ProcessSpec[]): ProcessNeeds {
  const file = join(repoRoot, workspaceOf(spec.entry), 'src', 'config.ts');
  const source = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const calls = all
    .filter((other) => other.urlVar && other.name !== spec.name && new RegExp(`\\b${other.urlVar}\\b`).test(source))
    .map((other) => other.name);
  return {
    mongo: /\.\.\.\s*mongoEnv\b/.test(source),
    redis: /\.\.\.\s*redisEnv\b/.test(source),
    kafka: /\.\.\.\s*kafkaEnv\b/.test(source),
    calls,
  };
}
