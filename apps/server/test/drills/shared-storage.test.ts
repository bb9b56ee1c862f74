import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCookie, postForm } from '../support/drill-client.ts';
import { minimalPdf, multipart, pngImage, type S3Server, s3Env, startS3Server } from '../support/media-fixtures.ts';
import { type PostgresCluster, removeCluster, startPostgresCluster } from '../support/postgres-cluster.ts';
import { type ServerProcess, startServerProcesses } from '../support/server-process.ts';

const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('two server processes sharing one PostgreSQL and one S3-compatible bucket', () => {
  let cluster: PostgresCluster;
  let s3: S3Server;
  let a: ServerProcess;
  let b: ServerProcess;
  beforeAll(async () => {
    [cluster, s3] = await Promise.all([startPostgresCluster(), startS3Server()]);
    const env = { DATABASE_URL: cluster.url, DEMO_CONTENT: 'false', ...s3Env(s3, await s3.newBucket()) };
    [a, b] = (await startServerProcesses([env, env])) as [ServerProcess, ServerProcess];
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await s3?.close();
    if (cluster) removeCluster(cluster);
  });

  it('serves from one server an image uploaded through the other, byte for byte', async () => {
    const cookie = await adminCookie(a);
    const form = await multipart([['image', { bytes: await pngImage(), fileName: 'engine.png', type: 'image/png' }]]);
    const upload = await postForm(a, '/api/upload-image', cookie, form);
    expect(upload.status).toBe(200);
    const { imageName } = (await upload.json()) as { imageName: string };
    expect(imageName).toMatch(/^\/media\/images\//);

    const fromA = await fetch(a.url + imageName);
    const fromB = await fetch(b.url + imageName);
    expect(fromA.status).toBe(200);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('content-type')).toBe(fromA.headers.get('content-type'));
    expect((await bytesOf(fromB)).equals(await bytesOf(fromA))).toBe(true);
  });

  it('lets a volunteer document uploaded through one server be downloaded from the other', async () => {
    const cookieA = await adminCookie(a);
    const form = await multipart([
      ['documents', { bytes: minimalPdf(), fileName: 'Track_rota.pdf', type: 'application/pdf' }],
    ]);
    expect((await postForm(a, '/api/add-docs', cookieA, form)).status).toBe(200);

    const cookieB = await adminCookie(b);
    const files = (await (await fetch(`${b.url}/api/files`, { headers: { cookie: cookieB } })).json()) as {
      label: string;
      url: string;
    }[];
    const rota = files.find((f) => f.label === 'Track rota');
    expect(rota).toBeDefined();
    const download = await fetch(b.url + rota!.url, { headers: { cookie: cookieB } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe('inline; filename="Track-rota.pdf"');
    expect((await bytesOf(download)).equals(minimalPdf())).toBe(true);
  });
});
