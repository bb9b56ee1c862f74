import { randomBytes } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localStorage } from '../../src/storage/local-storage.ts';
import type { Storage } from '../../src/storage/storage.ts';
import { adminCookie, postForm, waitUntil } from '../support/drill-client.ts';
import {
  type Driver,
  drivers,
  minimalPdf,
  multipart,
  pngImage,
  type S3Server,
  s3Env,
  s3View,
  startS3Server,
} from '../support/media-fixtures.ts';
import { type PostgresCluster, removeCluster, startPostgresCluster } from '../support/postgres-cluster.ts';
import { type ServerProcess, startServerProcess } from '../support/server-process.ts';

/** Sends the head of a multipart body on a raw request and leaves the rest unsent, as a slow phone would. */
function startUpload(server: ServerProcess, path: string, cookie: string, form: Awaited<ReturnType<typeof multipart>>) {
  const request = http.request({
    host: '127.0.0.1',
    port: server.port,
    method: 'POST',
    path,
    headers: { ...form.headers, cookie, 'content-length': form.payload.length },
  });
  request.on('error', () => {}); // the server dies under it: that is the point
  request.write(form.payload.subarray(0, form.payload.length - 4 * 1024 * 1024));
  return request;
}

const bigFile = (fileName: string, type: string) => ({ bytes: randomBytes(8 * 1024 * 1024), fileName, type });

describe.each(drivers)('the server killed with SIGKILL in the middle of an upload, on %s storage', (driver: Driver) => {
  let cluster: PostgresCluster;
  let s3: S3Server | undefined;
  let storage: Storage;
  let env: Record<string, string>;
  let server: ServerProcess;
  let dataDir: string;
  let sql: pg.Client;
  beforeAll(async () => {
    cluster = await startPostgresCluster();
    // Files left by a request that died are removed once they are this old (short, for the drill).
    env = { DATABASE_URL: cluster.url, DEMO_CONTENT: 'false', UPLOAD_ABANDON_SECONDS: '2' };
    if (driver === 's3') {
      s3 = await startS3Server();
      const bucket = await s3.newBucket();
      env = { ...env, ...s3Env(s3, bucket) };
      storage = s3View(s3, bucket);
    }
    server = await startServerProcess(env);
    dataDir = server.dataDir;
    if (driver === 'local') storage = localStorage(`${dataDir}/uploads`);
    sql = new pg.Client(cluster.url);
    await sql.connect();
  });
  afterAll(async () => {
    await sql?.end();
    await server?.stop();
    await s3?.close();
    if (cluster) removeCluster(cluster);
  });

  /**
   * The sweep has run: storage is as it was and no upload is pending. Both are awaited, because the kill
   * can land after a pending row is written but before its file reaches storage.
   */
  const sweptBackTo = (before: string[]) =>
    waitUntil(
      async () => (await storage.list()).length === before.length && (await rowCounts()).pending === 0,
      20_000,
      250,
    );

  const rowCounts = async () => {
    const { rows } = await sql.query<Record<string, number>>(
      `SELECT (SELECT count(*) FROM history_events)::int AS events,
              (SELECT count(*) FROM history_event_gallery)::int AS gallery,
              (SELECT count(*) FROM media_images)::int AS images,
              (SELECT count(*) FROM volunteer_documents)::int AS documents,
              (SELECT count(*) FROM pending_uploads)::int AS pending`,
    );
    return rows[0]!;
  };

  /** Starts the upload, waits until its first file is in storage, then kills the server mid-body. */
  async function killDuring(path: string, form: Awaited<ReturnType<typeof multipart>>, prefix: string) {
    const request = startUpload(server, path, await adminCookie(server), form);
    const stored = await waitUntil(async () => (await storage.list(prefix)).length > 0, 20_000);
    expect(stored, 'the first file of the upload reached storage before the kill').toBe(true);
    await server.kill();
    request.destroy();
    server = await startServerProcess(env, { dataDir });
  }

  it('leaves no event row and, once restarted, no orphan image files', async () => {
    const before = await storage.list();
    const form = await multipart([
      ['title', 'The Great Laxey Wheel'],
      ['description', 'Half an event.'],
      ['galleryCaptions', 'never arrives'],
      ['image', { bytes: await pngImage(), fileName: 'main.png', type: 'image/png' }],
      ['gallery', bigFile('huge.png', 'image/png')],
    ]);
    await killDuring('/api/add-event', form, 'images/');

    const cleaned = await sweptBackTo(before);
    expect(await storage.list()).toEqual(before);
    expect(cleaned).toBe(true);
    expect(await rowCounts()).toEqual({ events: 0, gallery: 0, images: 0, documents: 0, pending: 0 });
    expect(await (await fetch(`${server.url}/api/get-all-events`)).json()).toEqual([]);
  });

  it('leaves no document row and, once restarted, no orphan document files; the next upload works', async () => {
    const before = await storage.list();
    const form = await multipart([
      ['documents', { bytes: minimalPdf(), fileName: 'rota.pdf', type: 'application/pdf' }],
      ['documents', bigFile('minutes.pdf', 'application/pdf')],
    ]);
    await killDuring('/api/add-docs', form, 'documents/');

    expect(await sweptBackTo(before)).toBe(true);
    expect(await storage.list()).toEqual(before);
    expect(await rowCounts()).toMatchObject({ documents: 0, pending: 0 });

    const cookie = await adminCookie(server);
    const again = await multipart([
      ['documents', { bytes: minimalPdf(), fileName: 'rota.pdf', type: 'application/pdf' }],
    ]);
    expect((await postForm(server, '/api/add-docs', cookie, again)).status).toBe(200);
    const files = (await (await fetch(`${server.url}/api/files`, { headers: { cookie } })).json()) as unknown[];
    expect(files).toHaveLength(1);
    expect(await storage.list('documents/')).toHaveLength(1);
    expect(await rowCounts()).toMatchObject({ documents: 1, pending: 0 });
  });
});
