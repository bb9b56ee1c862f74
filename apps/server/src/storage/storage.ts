import type { Readable } from 'node:stream';

/** Where uploaded files live. Keys are chosen by the server: lowercase letters, digits, '/', '.', '-'. */
export interface Storage {
  readonly driver: 'local' | 's3';
  put(key: string, body: Buffer): Promise<void>;
  /** The stored bytes as a stream, or null when there is no such file. */
  get(key: string): Promise<{ body: Readable; size?: number } | null>;
  /** Deletes each key; a key that does not exist is not an error. */
  delete(keys: string[]): Promise<void>;
  /** Every key under a prefix (used by maintenance and tests to find leftovers). */
  list(prefix?: string): Promise<string[]>;
}

const safeKey = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/;

export function assertSafeKey(key: string): string {
  if (!safeKey.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
  return key;
}
