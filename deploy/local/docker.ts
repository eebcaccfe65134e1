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

export type ContainerSpec = { name: string; image: string; ports: Array<[host: number, container: number]>; env?: Record<string, string> };

/** Published on 127.0.0.1 only, like the local processes. Pulls the image on first use. */
export async function runContainer({ name, image, ports, env = {} }: ContainerSpec): Promise<void> {
  await removeContainer(name);
  const args = ['run', '--detach', '--name', name, '--label', 'chainscribe.infra=local'];
  for (const [host, container] of ports) args.push('--publish', `127.0.0.1:${host}:${container}`);
  for (const [key, value] of Object.entries(env)) args.push('--env', `${key}=${value}`);
  args.push(image);
  try {
    await exec('docker', args, { timeout: 10 * 60_000 });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`docker run ${image} failed: ${stderr || (error as Error).message}`);
  }
}
