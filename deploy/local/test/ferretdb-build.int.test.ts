import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { MongoClient } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyPatches, ensureFerretBinary, ferretPatches } from '../ferretdb-build.ts';
import { mongo } from '../mongo.ts';
import { ephemeralPort, stopProcess } from '../process.ts';

const scratch = mkdtempSync(join(tmpdir(), 'ferretdb-build-'));
/** The part of a patch's Go line after `IDColumn = DefaultColumn + `, unquoted. */
function idPath(line: string | undefined): string {
  const path = line && /IDColumn = DefaultColumn \+ "(.+)"/.exec(line)?.[1];
  if (!path) throw new Error('the FerretDB patch no longer sets IDColumn');
  return path;
}
/** The `_id` path as FerretDB looks documents up: patched, and as shipped. */
const lookup = idPath(ferretPatches[0]?.to);
const shipped = idPath(ferretPatches[0]?.from);
const column = '_ferretdb_sjson';

describe('FerretDB source patches', () => {
  it('when a patch matches its file once, then it is applied; when it matches none or twice, then the build stops', () => {
    const dir = mkdtempSync(join(scratch, 'module-'));
    const patch = { file: 'a.go', from: 'old()', to: 'new()' };
    writeFileSync(join(dir, 'a.go'), 'x := old()\n');
    applyPatches(dir, [patch]);
    expect(readFileSync(join(dir, 'a.go'), 'utf8')).toBe('x := new()\n');
    expect(() => applyPatches(dir, [patch])).toThrow(/does not match its source once/);
    writeFileSync(join(dir, 'a.go'), 'old() + old()\n');
    expect(() => applyPatches(dir, [patch])).toThrow(/does not match its source once/);
  });
});

describe('the FerretDB built here', () => {
  let port = 0;
  let pid = 0;
  const dir = join(scratch, 'data');

  beforeAll(async () => {
    port = await ephemeralPort();
    const started = await mongo.startLocal(() => undefined, { port, dir, logFile: join(scratch, 'ferretdb.log') });
    pid = started.pid ?? 0;
  }, 180_000);

  afterAll(async () => {
    if (pid) await stopProcess(pid);
    rmSync(scratch, { recursive: true, force: true });
  });

  it('when a document is looked up by _id, then SQLite searches the _id index instead of reading the whole table', async () => {
    // The binary carries the lookup spelled as the index is; FerretDB as shipped spells it differently.
    expect(readFileSync(await ensureFerretBinary(() => undefined)).includes(`${column}${lookup}`)).toBe(true);

    const client = await MongoClient.connect(`mongodb://127.0.0.1:${port}`);
    try {
      const items = client.db('lookups').collection<{ _id: string; n: number }>('items');
      await items.insertMany(Array.from({ length: 50 }, (_, n) => ({ _id: `item-${n}`, n })));
      expect(await items.findOne({ _id: 'item-7' })).toEqual({ _id: 'item-7', n: 7 });
      await items.updateOne({ _id: 'item-7' }, { $set: { n: 70 } });
      expect(await items.findOne({ _id: 'item-7' })).toEqual({ _id: 'item-7', n: 70 });
    } finally {
      await client.close();
    }

    // SQLite's own plan for FerretDB's query, on the table and index FerretDB created.
    const db = new DatabaseSync(join(dir, 'lookups.sqlite'), { readOnly: true });
    try {
      const { name: table } = db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'items_%'`).get() as {
        name: string;
      };
      const plan = (path: string) =>
        (
          db.prepare(`EXPLAIN QUERY PLAN SELECT ${column} FROM "${table}" WHERE ${column}${path} = ?`).all('"item-7"') as {
            detail: string;
          }[]
        )
          .map((row) => row.detail)
          .join('; ');
      expect(plan(lookup)).toMatch(/USING INDEX .*__id_/);
      expect(plan(shipped)).toMatch(/^SCAN /);
    } finally {
      db.close();
    }
  });
});
