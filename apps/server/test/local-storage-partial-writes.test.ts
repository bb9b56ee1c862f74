import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localStorage } from '../src/storage/local-storage.ts';
import { makeTempDir } from './support/test-app.ts';

describe('local storage after a process died in the middle of writing a file', () => {
  it('deletes the half-written temporary file with its key, and leaves other keys’ files alone', async () => {
    const dir = await makeTempDir();
    const storage = localStorage(dir);
    await storage.put('images/abc/480.webp', Buffer.from('whole'));
    await storage.put('images/abc/960.webp', Buffer.from('whole'));
    // What `put` leaves when SIGKILL lands between writing its temporary file and renaming it.
    await fs.writeFile(path.join(dir, 'images/abc/480.webp.cc99248f5e05.partial'), 'half');
    await fs.writeFile(path.join(dir, 'images/abc/960.webp.0123456789ab.partial'), 'half');

    await storage.delete(['images/abc/480.webp']);

    expect(await storage.list()).toEqual(['images/abc/960.webp', 'images/abc/960.webp.0123456789ab.partial']);
    await storage.delete(['images/abc/960.webp']);
    expect(await storage.list()).toEqual([]);
    await fs.rm(dir, { recursive: true, force: true });
  });
});
