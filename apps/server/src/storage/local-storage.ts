import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, type Storage } from './storage.ts';

/** `put` writes `<name>.<12 hex digits>.partial`, then renames it to `<name>`. */
const PARTIAL_NAME = /^(.+)\.[0-9a-f]{12}\.partial$/;

/**
 * A process killed in the middle of `put` leaves its temporary file: deleting a key (as the sweep of abandoned
 * uploads does) takes that file's temporary siblings too.
 */
async function removePartialWrites(targets: string[]) {
  const folders = new Set(targets.map((target) => path.dirname(target)));
  await Promise.all(
    [...folders].map(async (folder) => {
      const names = await fs.readdir(folder).catch(() => []);
      const partial = names.filter((name) => {
        const written = PARTIAL_NAME.exec(name)?.[1];
        return written !== undefined && targets.includes(path.join(folder, written));
      });
      await Promise.all(partial.map((name) => fs.rm(path.join(folder, name), { force: true })));
    }),
  );
}

/** Files in a folder (DATA_DIR/uploads by default). */
export function localStorage(dir: string): Storage {
  const fullPath = (key: string) => path.join(dir, ...assertSafeKey(key).split('/'));
  return {
    driver: 'local',
    async put(key, body) {
      const target = fullPath(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      // Written under a temporary name, then renamed: a reader never sees half a file.
      const temp = `${target}.${randomBytes(6).toString('hex')}.partial`;
      try {
        await fs.writeFile(temp, body);
        await fs.rename(temp, target);
      } finally {
        await fs.rm(temp, { force: true });
      }
    },
    async get(key) {
      const target = fullPath(key);
      const stat = await fs.stat(target).catch(() => null);
      if (!stat?.isFile()) return null;
      return { body: createReadStream(target), size: stat.size };
    },
    async delete(keys) {
      await Promise.all(keys.map((key) => fs.rm(fullPath(key), { force: true })));
      await removePartialWrites(keys.map(fullPath));
      // An image's own folder (images/<id>/) goes with its last file, so a refused or deleted upload
      // leaves no empty folder. Top-level folders stay: another upload may be writing into them.
      const folders = new Set(
        keys.filter((key) => key.split('/').length > 2).map((key) => path.dirname(fullPath(key))),
      );
      await Promise.all([...folders].map((folder) => fs.rmdir(folder).catch(() => undefined)));
    },
    async list(prefix = '') {
      const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
      return entries
        .filter((e) => e.isFile())
        .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
        .filter((key) => key.startsWith(prefix))
        .sort();
    },
  };
}
