import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * DATA_DIR holds password hashes, authenticator secrets, uploads and mail: no other local user may read or
 * change any of it. The process's umask (set by each entry point) keeps what it writes private; this fixes
 * an installation whose files were written before, under a looser umask, and files the embedded database
 * writes with modes of its own (see openDatabase).
 */
export async function makeFolderPrivate(dir: string) {
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  await makePrivate(dir, true);
  // The embedded database alone is over a thousand files: checked side by side, not one after another.
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  await Promise.all(
    entries
      .filter((entry) => !entry.isSymbolicLink())
      .map((entry) => makePrivate(path.join(entry.parentPath, entry.name), entry.isDirectory())),
  );
}

/** Makes what this process writes from now on private to its user (folders 0700, files 0600). */
export const keepNewFilesPrivate = () => process.umask(0o077);

async function makePrivate(file: string, isFolder: boolean) {
  const wanted = isFolder ? 0o700 : 0o600;
  try {
    if (((await fs.lstat(file)).mode & 0o777) !== wanted) await fs.chmod(file, wanted);
  } catch (err) {
    // Gone since it was listed: another server process sharing the folder removed it.
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw new Error(`${file} in DATA_DIR cannot be made private to this user: ${(err as Error).message}`, {
      cause: err,
    });
  }
}
