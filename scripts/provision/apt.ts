// Debian packages through apt-get, the only system package manager the project relies on.
import { logFile } from '../../deploy/local/cache.ts';
import { runToLog, which } from '../../deploy/local/process.ts';

export function isRoot(): boolean {
  return process.getuid?.() === 0;
}

export function aptAvailable(): boolean {
  return which('apt-get') !== undefined;
}

/**
 * One update and one install for every missing package. The lock timeout makes a second launcher
 * (npm start next to npm test) wait for the first instead of failing on dpkg's lock.
 */
export async function aptInstall(packages: string[]): Promise<void> {
  const log = logFile('apt');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const lock = ['-o', 'DPkg::Lock::Timeout=300'];
  await runToLog('apt-get', [...lock, 'update', '-qq'], log, '/', env);
  await runToLog('apt-get', [...lock, 'install', '-y', '-qq', '--no-install-recommends', ...packages], log, '/', env);
}
