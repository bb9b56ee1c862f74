import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http-error.ts';
import type { Storage } from '../../storage/storage.ts';
import { clearPending, lockAbandoned, recordPending } from './pending-uploads-repository.ts';

/**
 * The files one upload request writes. Each key is recorded as pending before its file is written;
 * `settle` clears them inside the transaction that commits the upload's rows; `undo` deletes them
 * when the request fails. If the process dies in between, the sweep below deletes them later.
 */
export class Cleanup {
  private keys: string[] = [];
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  async track(key: string) {
    await recordPending(this.db, key);
    this.keys.push(key);
  }

  /** Call inside the committing transaction: the files now belong to its rows. */
  async settle(tx: Db) {
    if (!this.keys.length) return;
    // The sweep took them (the upload outlived UPLOAD_ABANDON_SECONDS): the files are gone.
    if ((await clearPending(tx, this.keys)) !== this.keys.length) {
      throw new HttpError(503, 'upload_expired', 'The upload took too long. Please try again.');
    }
  }

  async undo(storage: Storage) {
    const keys = this.keys;
    this.keys = [];
    if (!keys.length) return;
    await storage.delete(keys);
    await clearPending(this.db, keys);
  }
}

/**
 * Deletes the files of uploads abandoned for `olderThanSeconds` (their process died mid-request).
 * The pending rows stay locked while their files are deleted, so an upload committing at that very
 * moment waits and then fails cleanly, and a sweep that dies halfway leaves its rows for the next one.
 */
export async function sweepAbandonedUploads(db: Db, storage: Storage, olderThanSeconds: number) {
  return db.transaction(async (tx) => {
    const keys = await lockAbandoned(tx, olderThanSeconds);
    if (!keys.length) return 0;
    await storage.delete(keys);
    await clearPending(tx, keys);
    return keys.length;
  });
}
