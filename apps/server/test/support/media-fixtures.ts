import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import zlib from 'node:zlib';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll } from 'vitest';
import { localStorage } from '../../src/storage/local-storage.ts';
import { s3Storage } from '../../src/storage/s3-storage.ts';
import type { Storage } from '../../src/storage/storage.ts';
import { ADMIN, createTestApp, loginCookie, makeTempDir, type TestApp, type TestAppOptions } from './test-app.ts';

export type Driver = 'local' | 's3';
export const drivers: Driver[] = ['local', 's3'];

const S3_KEY = 'S3RVER';

/** A real S3-compatible server (s3rver) on 127.0.0.1, on a free port, in a throwaway folder. */
export async function startS3Server() {
  const directory = await makeTempDir('lmr-s3-');
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    async newBucket() {
      const bucket = `test-${randomBytes(6).toString('hex')}`;
      const client = new S3Client({
        endpoint,
        region: 'us-east-1',
        forcePathStyle: true,
        credentials: { accessKeyId: S3_KEY, secretAccessKey: S3_KEY },
      });
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
      client.destroy();
      return bucket;
    },
    close: async () => {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}

export type S3Server = Awaited<ReturnType<typeof startS3Server>>;

/** One S3 server for a test file's tests: started before them, closed after them. */
export function s3ServerForTheseTests() {
  let s3: S3Server;
  beforeAll(async () => {
    s3 = await startS3Server();
  });
  afterAll(() => s3.close());
  return () => s3;
}

/** The environment that points a server at one bucket of the test S3 server. */
export const s3Env = (s3: S3Server, bucket: string) => ({
  STORAGE: 's3',
  S3_ENDPOINT: s3.endpoint,
  S3_BUCKET: bucket,
  S3_ACCESS_KEY_ID: S3_KEY,
  S3_SECRET_ACCESS_KEY: S3_KEY,
});

/** A view of the same bucket, to look for leftovers. */
export const s3View = (s3: S3Server, bucket: string) =>
  s3Storage({ endpoint: s3.endpoint, bucket, region: 'us-east-1', accessKeyId: S3_KEY, secretAccessKey: S3_KEY });

/** A test app on the chosen storage driver, with a view of that same storage to look for leftovers. */
export async function createMediaApp(driver: Driver, s3: S3Server | undefined, options: TestAppOptions = {}) {
  let env: Record<string, string> = { DEMO_CONTENT: 'false', ...options.env };
  if (driver === 's3') {
    env = { ...s3Env(s3!, env.S3_BUCKET ?? (await s3!.newBucket())), ...env };
  }
  const t = await createTestApp({ ...options, env });
  const storage: Storage =
    driver === 's3'
      ? s3View(s3!, env.S3_BUCKET!)
      : localStorage(t.config.storage.driver === 'local' ? t.config.storage.dir : '');
  return { ...t, storage, env };
}

export type MediaApp = Awaited<ReturnType<typeof createMediaApp>>;

/** A media app on the chosen storage driver, and the session cookie of its admin, signed in. */
export async function mediaAppAsAdmin(driver: Driver, s3: S3Server) {
  const t = await createMediaApp(driver, s3);
  return { t, cookie: await loginCookie(t.app, ADMIN.email, ADMIN.password) };
}

export type MultipartParts = [name: string, value: string | { bytes: Buffer; fileName: string; type?: string }][];

/** A multipart body as a browser's FormData would send it. */
export async function multipart(parts: MultipartParts) {
  const form = new FormData();
  for (const [name, value] of parts) {
    if (typeof value === 'string') form.append(name, value);
    else
      form.append(
        name,
        new Blob([new Uint8Array(value.bytes)], { type: value.type ?? 'application/octet-stream' }),
        value.fileName,
      );
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

/** POSTs `parts` to `url` as a browser's form would, with the session `cookie`. */
export async function postMultipart(app: TestApp['app'], url: string, parts: MultipartParts, cookie: string) {
  const body = await multipart(parts);
  return app.inject({ method: 'POST', url, headers: { ...body.headers, cookie }, payload: body.payload });
}

/** A photo as a phone takes it: EXIF with GPS, stored sideways with an orientation tag. */
export async function photoWithGps(width = 1200, height = 800) {
  return sharp({ create: { width, height, channels: 3, background: { r: 120, g: 80, b: 40 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'PhoneCo', Model: 'Snapper' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '54/1 14/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '4/1 24/1 0/1' },
    })
    .toBuffer();
}

export const pngImage = (width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 60 } } })
    .png()
    .toBuffer();

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A few hundred bytes that claim 50000 x 50000 pixels: a decompression bomb. */
export function decompressionBomb() {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(50_000, 0);
  header.writeUInt32BE(50_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(Buffer.alloc(50_000 * 3 + 1))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export const hostileFiles = {
  phpAsJpeg: { bytes: Buffer.from('<?php system($_GET["c"]); ?>'), fileName: 'photo.jpg', type: 'image/jpeg' },
  svgWithScript: {
    bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>'),
    fileName: 'drawing.svg',
    type: 'image/svg+xml',
  },
  pdfAsPng: {
    bytes: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
    fileName: 'picture.png',
    type: 'image/png',
  },
  htmlDocument: {
    bytes: Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
    fileName: 'notes.txt',
    type: 'text/plain',
  },
};

export const fiftyMegabytes = () => Buffer.alloc(50 * 1024 * 1024, 0xff);

export const minimalPdf = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  );
