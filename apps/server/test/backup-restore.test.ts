import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RenderedPage } from '@lmr/shared/site-content';
import { type ArchiveLine, type MetaLine, writeArchive } from '../src/domains/backup/archive-format.ts';
import { restoreBackup, RestoreRefused } from '../src/domains/backup/restore-backup.ts';
import { writeBackup } from '../src/domains/backup/write-backup.ts';
import { type S3Server, startS3Server } from './support/media-fixtures.ts';
import {
  emptyPlace,
  openPlace,
  type Place,
  BACKED_UP_DRAFT,
  BACKED_UP_LOCATION,
  BACKED_UP_TRAINS,
  BACKED_UP_WORDS,
  populate,
  READER,
  removePlace,
  snapshot,
  startOn,
  VOLUNTEER,
} from './support/installations.ts';
import {
  createDatabaseOn,
  type PostgresCluster,
  removeCluster,
  startPostgresCluster,
} from './support/postgres-cluster.ts';
import { ADMIN, freshDatabaseUrl, loginCookie, makeTempDir } from './support/test-app.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const engine = process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'PGlite';

async function backUp(place: Place, file: string) {
  const { database, storage, close } = await openPlace(place);
  try {
    return await writeBackup({ database, storage, file });
  } finally {
    await close();
  }
}

async function restore(place: Place, file: string, force = false) {
  const { database, storage, close } = await openPlace(place);
  try {
    return await restoreBackup({ database, storage, file, force });
  } finally {
    await close();
  }
}

/** What a visitor and the admin see on a restored site: the old password works, the same events, the image. */
async function expectWorkingSite(place: Place, original: Awaited<ReturnType<typeof populate>>) {
  const t = await startOn(place);
  try {
    const cookie = await loginCookie(t.app, ADMIN.email, ADMIN.password);
    await loginCookie(t.app, VOLUNTEER.email, VOLUNTEER.password);
    expect((await t.app.inject({ url: '/api/get-all-events' })).json()).toEqual(original.events);
    const image = await t.app.inject({ url: original.image });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(original.imageBytes)).toBe(true);
    const subscribers = await t.app.inject({ url: '/api/admin/subscribers', headers: { cookie } });
    expect(JSON.stringify(subscribers.json())).toContain(READER);
    // The site's words travel too: what is live, the revisions behind it, and an unpublished draft.
    expect((await t.app.inject({ url: '/api/site/pages/trust' })).body).toContain(BACKED_UP_WORDS);
    const revisions = await t.app.inject({ url: '/api/admin/site/items/page:trust/revisions', headers: { cookie } });
    expect(revisions.json()).toHaveLength(2);
    const about = await t.app.inject({ url: '/api/admin/site/items/page:about', headers: { cookie } });
    expect(about.json<{ draft: { markdown: string } }>().draft.markdown).toBe(BACKED_UP_DRAFT);
    expect((await t.app.inject({ url: '/api/site/pages/rolling-stock' })).json<RenderedPage>().html).toBe(
      `<p>${BACKED_UP_TRAINS}</p>\n`,
    );
    const trains = await t.app.inject({
      url: '/api/admin/site/items/page:rolling-stock/revisions',
      headers: { cookie },
    });
    expect(trains.json()).toHaveLength(2);
    const location = (await t.app.inject({ url: '/api/site/pages/location' })).json<RenderedPage>();
    expect(location).toMatchObject({ html: `<p>${BACKED_UP_LOCATION}</p>\n`, picture: '' });
  } finally {
    await t.app.close();
  }
}

const run = (script: string, args: string[], env: Record<string, string>) =>
  new Promise<{ code: number | null; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, [`apps/server/src/cli/${script}.ts`, ...args], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: '', STORAGE: '', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stderr }));
  });

const placeEnv = (place: Place) => ({ DATA_DIR: place.dataDir, DATABASE_URL: place.databaseUrl ?? '', ...place.env });

// Each test restores, snapshots and starts the site several times: on PGlite, with eight engineers' tests on
// two cores (load 25 to 30), several took over 30 s. A ceiling, not a speed check.
describe(`backup and restore on ${engine}`, { timeout: 120_000 }, () => {
  const places: Place[] = [];
  let workDir: string;
  let source: Place;
  let original: Awaited<ReturnType<typeof populate>>;
  /** The source's rows and files, read once: nothing changes the source after it is backed up. */
  let sourceSnapshot: Awaited<ReturnType<typeof snapshot>>;
  let archive: string;
  let s3: S3Server | undefined;
  let cluster: PostgresCluster | undefined;

  const place = async (options?: Parameters<typeof emptyPlace>[0]) => {
    const p = await emptyPlace(options);
    places.push(p);
    return p;
  };

  beforeAll(async () => {
    workDir = await makeTempDir('lmr-archives-');
    source = await place();
    original = await populate(source);
    archive = path.join(workDir, 'site.jsonl.gz');
    await backUp(source, archive);
    sourceSnapshot = await snapshot(source);
  });
  afterAll(async () => {
    await Promise.all(places.map(removePlace));
    await fs.rm(workDir, { recursive: true, force: true });
    await s3?.close();
    if (cluster) removeCluster(cluster);
  });

  it('restores a fresh installation to the same rows and files, and the site works', async () => {
    const before = sourceSnapshot;
    expect(before.tables.users!.join()).toContain(VOLUNTEER.email);
    expect(before.tables.subscribers!.join()).toContain(READER);
    // The admin's actions above are in the audit log, which travels like any other table.
    expect(before.tables.audit_log!.join()).toContain('Backed up event');
    expect(before.tables.history_events!.length).toBeGreaterThan(1);
    expect(Object.keys(before.files).some((k) => k.startsWith('images/'))).toBe(true);

    const target = await place();
    const summary = await restore(target, archive);
    expect(summary.files).toBe(Object.keys(before.files).length);
    const after = await snapshot(target);
    for (const table of Object.keys(before.tables)) expect(after.tables[table], table).toEqual(before.tables[table]);
    expect(Object.keys(after.tables).sort()).toEqual(Object.keys(before.tables).sort());
    expect(after.migrations).toEqual(before.migrations);
    expect(after.files).toEqual(before.files);
    await expectWorkingSite(target, original);
  });

  it('moves a site from the embedded database and a local folder to PostgreSQL and S3', async () => {
    s3 = await startS3Server();
    let embedded = source;
    let embeddedArchive = archive;
    if (engine !== 'PGlite') {
      embedded = await place({ databaseUrl: undefined });
      await populate(embedded);
      embeddedArchive = path.join(workDir, 'embedded.jsonl.gz');
      await backUp(embedded, embeddedArchive);
    }
    if (engine === 'PGlite') cluster = await startPostgresCluster();
    const bucket = await s3.newBucket();
    const target = await place({
      databaseUrl: cluster ? await createDatabaseOn(cluster.url) : await freshDatabaseUrl(),
      env: {
        STORAGE: 's3',
        S3_ENDPOINT: s3.endpoint,
        S3_BUCKET: bucket,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      },
    });
    expect(target.databaseUrl).toMatch(/^postgres:/);

    const before = await snapshot(embedded);
    await restore(target, embeddedArchive);
    const after = await snapshot(target);
    expect(after.tables).toEqual(before.tables);
    expect(after.files).toEqual(before.files);
    // The images now come out of the bucket.
    const { storage, close } = await openPlace(target);
    expect(storage.driver).toBe('s3');
    expect((await storage.list()).sort()).toEqual(Object.keys(before.files).sort());
    await close();
    if (embedded === source) await expectWorkingSite(target, original);
  });

  it('refuses to restore over an installation that holds data, and replaces it with force', async () => {
    const target = await place();
    await restore(target, archive);
    // The restored site is used: a new subscriber, and a file the backup does not have.
    const t = await startOn(target);
    await t.app.inject({ method: 'POST', url: '/api/submit-email', payload: { email: 'later@example.org' } });
    await t.app.storage.put('documents/later.txt', Buffer.from('added after the backup'));
    await t.app.close();
    const used = await snapshot(target);

    const refused = restore(target, archive);
    await expect(refused).rejects.toThrow(RestoreRefused);
    await expect(refused).rejects.toThrow(
      /already holds data \(rows in .*subscribers.* and \d+ stored files\).*--force/,
    );
    expect(await snapshot(target)).toEqual(used);

    const summary = await restore(target, archive, true);
    expect(summary.removedFiles).toBe(1);
    const replaced = await snapshot(target);
    const before = sourceSnapshot;
    expect(replaced.tables).toEqual(before.tables);
    expect(replaced.files).toEqual(before.files);
  });

  it('refuses an archive from a newer version, and a cut-off one, changing nothing', async () => {
    const target = await place();
    const newer = path.join(workDir, 'newer.jsonl.gz');
    await writeArchive(
      newer,
      (async function* () {
        yield {
          type: 'meta' as const,
          format: 'laxey-mines-railway-backup' as const,
          version: 1,
          createdAt: new Date().toISOString(),
          migrations: ['0001_accounts.sql', '9999_from_the_future.sql'],
          tables: [],
          source: { database: 'postgres' as const, storage: 'local' as const },
        };
      })(),
    );
    await expect(restore(target, newer)).rejects.toThrow(/newer version.*9999_from_the_future\.sql/);

    const cut = path.join(workDir, 'cut.jsonl.gz');
    const text = gunzipSync(await fs.readFile(archive)).toString();
    await fs.writeFile(cut, gzipSync(text.slice(0, text.lastIndexOf('{"type":"file"'))));
    await expect(restore(target, cut)).rejects.toThrow(/incomplete/);
    const nothing = await snapshot(target);
    expect(Object.values(nothing.tables).flat()).toEqual([]);
  });

  /** The archive's lines, to make a damaged or hostile one from. */
  const archiveLines = async () =>
    gunzipSync(await fs.readFile(archive))
      .toString()
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as ArchiveLine);

  async function archiveOf(name: string, lines: ArchiveLine[]) {
    const file = path.join(workDir, name);
    await writeArchive(
      file,
      (async function* () {
        yield* lines;
      })(),
    );
    return file;
  }

  /** The lines with `extra` rows added just before the end line, and the end line counting them. */
  function withRowsAtTheEnd(lines: ArchiveLine[], extra: ArchiveLine[]): ArchiveLine[] {
    const end = lines.at(-1) as Extract<ArchiveLine, { type: 'end' }>;
    return [...lines.slice(0, -1), ...extra, { ...end, rows: end.rows + extra.length }];
  }

  it('refuses an archive carrying the migrations table or a table no backup holds, changing nothing', async () => {
    const lines = await archiveLines();
    const meta = lines[0] as MetaLine;
    const last = meta.migrations.at(-1)!;
    // A fresh installation would get the schema without the last migration, and a row saying it ran. The tables
    // the last migration makes are then unknown there too, and named after it.
    const markedApplied = await archiveOf('marked.jsonl.gz', [
      { ...meta, migrations: meta.migrations.slice(0, -1), tables: ['schema_migrations', ...meta.tables] },
      ...withRowsAtTheEnd(lines.slice(1), [
        { type: 'row', table: 'schema_migrations', row: { name: last, applied_at: '2026-01-01 00:00:00+00' } },
      ]),
    ]);
    const fresh = await place();
    // The tables the left-out migration adds are unknown to it too, listed after the migrations table.
    await expect(restore(fresh, markedApplied)).rejects.toThrow(
      /tables that no backup of this site holds \(schema_migrations[^)]*\); nothing was restored/,
    );
    expect(Object.values((await snapshot(fresh)).tables).flat()).toEqual([]);
    await restore(fresh, archive);
    expect((await snapshot(fresh)).migrations).toEqual(sourceSnapshot.migrations);

    // A table the meta line does not name, after the files, over an installation in use (--force).
    const unlisted = await archiveOf(
      'unlisted.jsonl.gz',
      withRowsAtTheEnd(lines, [{ type: 'row', table: 'content_versions', row: { name: 'pages', version: '1' } }]),
    );
    const used = await snapshot(fresh);
    await expect(restore(fresh, unlisted, true)).rejects.toThrow(/\(content_versions\); nothing was restored/);
    expect(await snapshot(fresh)).toEqual(used);
  });

  it('leaves nothing behind when a restore fails halfway, so the next one needs no --force', async () => {
    const lines = await archiveLines();
    const firstFile = lines.findIndex((line) => line.type === 'file');
    const target = await place();
    // Cut off after its first file, as a copy that stopped part way.
    const cut = await archiveOf('cut-in-files.jsonl.gz', lines.slice(0, firstFile + 1));
    await expect(restore(target, cut)).rejects.toThrow(/incomplete/);
    // A bad row after every file: the admin's account a second time.
    const admin = lines.find((line) => line.type === 'row' && line.table === 'users')!;
    const badRow = await archiveOf('bad-row.jsonl.gz', withRowsAtTheEnd(lines, [admin]));
    await expect(restore(target, badRow)).rejects.toThrow(/duplicate key/);

    const nothing = await snapshot(target);
    expect(Object.values(nothing.tables).flat()).toEqual([]);
    expect(nothing.files).toEqual({});
    await restore(target, archive);
    const restored = await snapshot(target);
    expect(restored.tables).toEqual(sourceSnapshot.tables);
    expect(restored.files).toEqual(sourceSnapshot.files);
  });

  it('runs as commands: progress on stderr, a summary line, and exit code 1 with a reason', async () => {
    const file = path.join(workDir, 'cli.jsonl.gz');
    const backup = await run('backup', ['--out', file], placeEnv(source));
    expect(backup.stderr).toMatch(/table users: 2 rows/);
    expect(backup.stderr).toMatch(new RegExp(`Wrote ${file}: \\d+ rows from \\d+ tables and \\d+ files`));
    expect(backup.code).toBe(0);

    const target = await place();
    const restored = await run('restore', [file], placeEnv(target));
    expect(restored.stderr).toMatch(/Restored \d+ rows in \d+ tables and \d+ files/);
    expect(restored.code).toBe(0);
    expect((await snapshot(target)).tables).toEqual(sourceSnapshot.tables);

    const again = await run('restore', [file], placeEnv(target));
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/restore failed: This installation already holds data/);
    expect(again.stderr).not.toContain('\n    at ');

    const missing = await run('restore', [path.join(workDir, 'no-such.jsonl.gz')], placeEnv(target));
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/No backup archive at/);
    // Four command processes, each starting Node and the embedded database: 20 s alone, more when busy.
  }, 120_000);
});
