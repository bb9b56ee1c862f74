import type { Config } from '../config.ts';
import { localStorage } from './local-storage.ts';
import { s3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

/** The storage the configuration names (STORAGE=s3 or the local folder); close() releases its connections. */
export function storageFromConfig(settings: Config['storage']): Storage & { close(): void } {
  if (settings.driver === 's3') return s3Storage(settings);
  return { ...localStorage(settings.dir), close: () => {} };
}
