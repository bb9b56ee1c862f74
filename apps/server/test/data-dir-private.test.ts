import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from './support/server-process.ts';
import { copyEmptyEmbeddedDatabase, freshDatabaseUrl, makeTempDir } from './support/test-app.ts';

const engine = process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'PGlite';

/** Every folder and file under `dir` (itself included) with its permission bits, e.g. `db/base 755`. */
async function modes(dir: string) {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  const found = [`. ${((await fs.stat(dir)).mode & 0o777).toString(8)}`];
  for (const entry of entries) {
    const full = path.join(entry.parentPath, entry.name);
    const mode = (await fs.lstat(full)).mode & 0o777;
    found.push(`${path.relative(dir, full)}${entry.isDirectory() ? '/' : ''} ${mode.toString(8)}`);
  }
  return found;
}

describe(`the data folder on ${engine}`, () => {
  let dataDir: string;
  afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

  it('is made private to the server user at start: folders 0700, files 0600, old and new', async () => {
    // An installation made before this change, under umask 022: everything readable by every local user.
    dataDir = await makeTempDir('lmr-modes-');
    const databaseUrl = await freshDatabaseUrl();
    if (!databaseUrl) await copyEmptyEmbeddedDatabase(dataDir);
    await fs.mkdir(path.join(dataDir, 'uploads/documents'), { recursive: true });
    await fs.writeFile(path.join(dataDir, 'uploads/documents/minutes.txt'), 'trustees only');
    await fs.mkdir(path.join(dataDir, 'outbox'));
    await fs.writeFile(path.join(dataDir, 'outbox/old.eml'), 'Subject: an old mail');
    for (const entry of await fs.readdir(dataDir, { recursive: true, withFileTypes: true })) {
      await fs.chmod(path.join(entry.parentPath, entry.name), entry.isDirectory() ? 0o755 : 0o644);
    }
    await fs.chmod(dataDir, 0o755);
    expect(await modes(dataDir)).toContain('uploads/documents/minutes.txt 644');

    // A real start: the demo content's uploads and the database's own files are written while it runs.
    // A ceiling, not a speed check: with eight engineers' tests on two cores a start has taken over a minute.
    const server = await startServerProcess(
      { DATABASE_URL: databaseUrl ?? '', DEMO_CONTENT: 'true' },
      { dataDir, healthyWithinMs: 180_000 },
    );
    await server.stop();

    const found = await modes(dataDir);
    expect(found.some((m) => /^uploads\/documents\/.+\.pdf /.test(m))).toBe(true);
    if (!databaseUrl) expect(found.some((m) => m.startsWith('db/'))).toBe(true);
    const open = found.filter((m) => !(m.endsWith('/ 700') || m.endsWith(' 600') || m === '. 700'));
    expect(open).toEqual([]);
  }, 240_000);
});
