// Docker is the second choice after an env URL: the same official images as production.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { which } from './process.ts';

const exec = promisify(execFile);

let reachable: Promise<boolean> | undefined;

/** The CLI alone is not enough (it is often installed without an engine): `docker info` must answer. */
export function dockerReachable(): Promise<boolean> {
  reachable ??= which('docker')
    ? exec('docker', ['info', '--format', '{{.ServerVersion}}'], { timeout: 5_000 }).then(
        () => true,
        () => false,
      )
    : Promise.resolve(false);
  return reachable;
}

export async function containerRunning(name: string): Promise<boolean> {
  try {
    const { stdout } = await exec('docker', ['inspect', '--format', '{{.State.Running}}', name], { timeout: 10_000 });
    return stdout.trim() === 'true';
  } catch {
    return false;
  }
}

export async function removeContainer(name: string): Promise<void> {
  await exec('docker', ['stop', '--time', '10', name], { timeout: 30_000 }).catch(() => undefined);
  await exec('docker', ['rm', '--force', name], { timeout: 30_000 }).catch(() => undefined);
}

export type ContainerSpec = {
  name: string;
  image: string;
  ports: Array<[host: number, container: number]>;
  env?: Record<string, string>;
  /** Host directories mounted into the container (read-write unless `readOnly`). */
  mounts?: Array<{ host: string; container: string; readOnly?: boolean }>;
  /** `uid:gid`: files the container writes into a mounted directory belong to the launcher's user. */
  user?: string;
  entrypoint?: string;
  /** Replaces the image's command: what runs, with the credentials it starts with. */
  command?: string[];
};

/** The arguments of `docker run` for a spec: published on 127.0.0.1 only, like the local processes. */
export function dockerRunArgs(spec: ContainerSpec, mode: 'detached' | 'once'): string[] {
  const args = ['run', ...(mode === 'detached' ? ['--detach', '--name', spec.name] : ['--rm']), '--label', 'chainscribe.infra=local'];
  for (const [host, container] of spec.ports) args.push('--publish', `127.0.0.1:${host}:${container}`);
  for (const [key, value] of Object.entries(spec.env ?? {})) args.push('--env', `${key}=${value}`);
  for (const mount of spec.mounts ?? []) args.push('--volume', `${mount.host}:${mount.container}${mount.readOnly ? ':ro' : ''}`);
  if (spec.user) args.push('--user', spec.user);
  if (spec.entrypoint) args.push('--entrypoint', spec.entrypoint);
  args.push(spec.image, ...(spec.command ?? []));
  return args;
}

/** The launcher's user as `uid:gid`, for containers that write into its cache directories. */
export function hostUser(): string | undefined {
  return process.getuid && process.getgid ? `${process.getuid()}:${process.getgid()}` : undefined;
}

/** Starts a long-running container. Pulls the image on first use. */
export async function runContainer(spec: ContainerSpec): Promise<void> {
  await removeContainer(spec.name);
  try {
    await exec('docker', dockerRunArgs(spec, 'detached'), { timeout: 10 * 60_000 });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`docker run ${spec.image} failed: ${stderr || (error as Error).message}`);
  }
}

/** Runs a one-shot container to completion (e.g. formatting storage) and removes it. */
export async function runOnce(spec: Omit<ContainerSpec, 'name'>, what: string): Promise<void> {
  try {
    await exec('docker', dockerRunArgs({ ...spec, name: '' }, 'once'), { timeout: 10 * 60_000 });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`${what} in docker (${spec.image}) failed: ${stderr || (error as Error).message}`);
  }
}
