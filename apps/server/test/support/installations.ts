import fs from 'node:fs/promises';
import { buffer } from 'node:stream/consumers';
import { expect } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/database.ts';
import { storageFromConfig } from '../../src/storage/storage-from-config.ts';
import { pngImage, postMultipart } from './media-fixtures.ts';
import {
  ADMIN,
  copyEmptyEmbeddedDatabase,
  createTestApp,
  freshDatabaseUrl,
  loginCookie,
  makeTempDir,
  signupsActiveAtOnce,
} from './test-app.ts';

/** Where an installation keeps its data: a data folder, maybe a PostgreSQL database, maybe S3 settings. */
export interface Place {
  dataDir: string;
  databaseUrl?: string;
  env: Record<string, string>;
}

/** An empty place on this project's engine (or on the PostgreSQL at `databaseUrl`), local storage unless `env` says S3. */
export async function emptyPlace(options: { databaseUrl?: string; env?: Record<string, string> } = {}): Promise<Place> {
  const dataDir = await makeTempDir('lmr-backup-');
  const databaseUrl = 'databaseUrl' in options ? options.databaseUrl : await freshDatabaseUrl();
  if (!databaseUrl) await copyEmptyEmbeddedDatabase(dataDir);
  return { dataDir, databaseUrl, env: options.env ?? {} };
}

export const removePlace = (place: Place) => fs.rm(place.dataDir, { recursive: true, force: true });

/** The database and storage of a place, opened the way the command line opens them. */
export async function openPlace(place: Place) {
  const config = loadConfig({ DATA_DIR: place.dataDir, DATABASE_URL: place.databaseUrl, ...place.env });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const storage = storageFromConfig(config.storage);
  return {
    database,
    storage,
    close: async () => {
      storage.close();
      await database.close();
    },
  };
}

/** The site started on a place, as a second start of the server would. */
export const startOn = (place: Place) =>
  createTestApp({ dataDir: place.dataDir, databaseUrl: place.databaseUrl, env: place.env });

export const VOLUNTEER = { name: 'Vera Volunteer', email: 'vera@example.org', password: 'Volunteer-Passw0rd-1' };
export const READER = 'reader@example.org';

/** A site as it is used: demo content, an admin, a volunteer's account, a subscriber and an uploaded image. */
export async function populate(place: Place) {
  const t = await startOn(place);
  try {
    const cookie = await loginCookie(t.app, ADMIN.email, ADMIN.password);
    const account = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { cookie },
      payload: { ...VOLUNTEER, role: 'volunteer' },
    });
    expect(account.statusCode).toBe(201);
    await signupsActiveAtOnce(t.app, cookie);
    const subscribed = await t.app.inject({ method: 'POST', url: '/api/submit-email', payload: { email: READER } });
    expect(subscribed.statusCode).toBe(200);
    const added = await postMultipart(
      t.app,
      '/api/add-event',
      [
        ['title', 'Backed up event'],
        ['description', 'It must survive a restore.'],
        ['date', '1950-07-01'],
        ['image', { bytes: await pngImage(), fileName: 'main.png', type: 'image/png' }],
      ],
      cookie,
    );
    expect(added.statusCode).toBe(201);
    await editSiteContent(t.app, cookie);
    const events = (await t.app.inject({ url: '/api/get-all-events' })).json() as { name: string; image: string }[];
    const image = events.find((e) => e.name === 'Backed up event')!.image;
    const served = await t.app.inject({ url: image });
    expect(served.statusCode).toBe(200);
    return { events, image, imageBytes: served.rawPayload };
  } finally {
    await t.app.close();
  }
}

export const BACKED_UP_WORDS = 'Backed up words, published.';
export const BACKED_UP_DRAFT = 'A draft nobody has published yet.';
export const BACKED_UP_TRAINS = 'Backed up engines, published.';
export const BACKED_UP_LOCATION = 'Backed up directions, published without the line map.';

/**
 * Published changes to the Trust page, the Rolling Stock page and Where to Find Us (its words, and its picture
 * taken away), so revisions, and an unpublished draft of About.
 */
async function editSiteContent(app: Awaited<ReturnType<typeof startOn>>['app'], cookie: string) {
  const edit = async (key: string, change: object, publish: boolean) => {
    const item = await app.inject({ url: `/api/admin/site/items/${key}`, headers: { cookie } });
    const document = item.json<{ published: object }>().published;
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/admin/site/items/${key}/draft`,
      headers: { cookie, 'if-match': item.headers.etag as string },
      payload: { data: { ...document, ...change } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    if (!publish) return;
    const published = await app.inject({
      method: 'POST',
      url: `/api/admin/site/items/${key}/publish`,
      headers: { cookie, 'if-match': saved.headers.etag as string },
    });
    expect(published.statusCode, published.body).toBe(200);
  };
  await edit('page:trust', { markdown: BACKED_UP_WORDS }, true);
  await edit('page:about', { markdown: BACKED_UP_DRAFT }, false);
  await edit('page:rolling-stock', { markdown: BACKED_UP_TRAINS }, true);
  await edit('page:location', { markdown: BACKED_UP_LOCATION, picture: '' }, true);
}

/** Every row of every table (each as JSON, sorted, timestamps in UTC), the migrations and every stored file. */
export async function snapshot(place: Place) {
  const { database, storage, close } = await openPlace(place);
  try {
    const tables: Record<string, string[]> = {};
    const migrations = await database.withLock(7_270_799, async (query) => {
      await query('BEGIN');
      try {
        await query("SET LOCAL TIME ZONE 'UTC'");
        const names = await query<{ name: string }>(
          `SELECT table_name AS name FROM information_schema.tables
            WHERE table_schema = 'public' AND table_type = 'BASE TABLE'
              AND table_name NOT IN ('schema_migrations', 'content_versions')`,
        );
        for (const { name } of names.rows) {
          const rows = await query<{ r: string }>(`SELECT to_jsonb(t)::text AS r FROM public."${name}" t`);
          tables[name] = rows.rows.map((row) => row.r).sort();
        }
        return (await query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name')).rows;
      } finally {
        await query('ROLLBACK');
      }
    });
    const files: Record<string, Buffer> = {};
    for (const key of await storage.list()) files[key] = await buffer((await storage.get(key))!.body);
    return { tables, migrations: migrations.map((m) => m.name), files };
  } finally {
    await close();
  }
}
