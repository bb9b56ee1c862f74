import type { Readable } from 'node:stream';
import { assertSafeKey, type Storage } from './storage.ts';

export interface S3Settings {
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** An S3-compatible bucket (AWS, MinIO, Garage, R2...). Path-style addressing works with all of them. */
export function s3Storage(settings: S3Settings): Storage & { close(): void } {
  // Imported only where a bucket is configured: the SDK is hundreds of modules a start would load for nothing.
  const sdk = import('@aws-sdk/client-s3');
  const connected = sdk.then(
    ({ S3Client }) =>
      new S3Client({
        endpoint: settings.endpoint,
        region: settings.region,
        forcePathStyle: true,
        credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
        // Checksums only where the protocol needs them: not every S3-compatible server knows the newer headers.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
  );
  const Bucket = settings.bucket;
  return {
    driver: 's3',
    async put(key, body) {
      const [{ PutObjectCommand }, client] = await Promise.all([sdk, connected]);
      await client.send(new PutObjectCommand({ Bucket, Key: assertSafeKey(key), Body: body }));
    },
    async get(key) {
      const [{ GetObjectCommand, NoSuchKey }, client] = await Promise.all([sdk, connected]);
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: assertSafeKey(key) }));
        return { body: res.Body as Readable, size: res.ContentLength };
      } catch (err) {
        if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') return null;
        throw err;
      }
    },
    async delete(keys) {
      const [{ DeleteObjectCommand }, client] = await Promise.all([sdk, connected]);
      await Promise.all(keys.map((key) => client.send(new DeleteObjectCommand({ Bucket, Key: assertSafeKey(key) }))));
    },
    async list(prefix = '') {
      const [{ ListObjectsV2Command }, client] = await Promise.all([sdk, connected]);
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const res = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
        for (const o of res.Contents ?? []) if (o.Key) keys.push(o.Key);
        ContinuationToken = res.IsTruncated ? res.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys.sort();
    },
    close: () => void connected.then((client) => client.destroy()),
  };
}
