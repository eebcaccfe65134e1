import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const emptyDir = mkdtempSync(join(tmpdir(), 'provision-nonroot-'));
afterAll(() => rmSync(emptyDir, { recursive: true, force: true }));
const nobody = { uid: 65534, gid: 65534 };

/** Switching user needs root, and the checkout must be readable by nobody (not so under a private home). */
function canRunAsNobody(): boolean {
  if (process.getuid?.() !== 0) return false;
  const probe = spawnSync(
    process.execPath,
    ['-e', `require('node:fs').accessSync(${JSON.stringify(join(root, 'scripts/provision/cli.ts'))})`],
    {
      ...nobody,
      stdio: 'ignore',
    },
  );
  return probe.status === 0;
}

// CI runs as root: there the real switch to an unprivileged user is exercised.
describe.skipIf(!canRunAsNobody())('set-up as a user without root', () => {
  it('when redis-server and java are missing, then it prints the exact apt-get command on one line and exits 1', () => {
    // An empty PATH stands for a machine without those programs; nobody (65534) is not root.
    const result = spawnSync(process.execPath, [join(root, 'scripts/provision/cli.ts'), 'start'], {
      cwd: root,
      ...nobody,
      env: { PATH: emptyDir, HOME: emptyDir, XDG_CACHE_HOME: emptyDir, CHAINSCRIBE_GO_DIRS: '' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(
      'npm start needs Debian packages that are not installed (redis-server, default-jre-headless); run: sudo apt-get install -y redis-server default-jre-headless\n',
    );
  });
});
