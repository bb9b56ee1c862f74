import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db/database.ts';

/**
 * Authenticator secrets are stored sealed with AES-256-GCM under a key that is not in the database (so not
 * in a backup either): AUTHENTICATOR_KEYS, or a file generated once in DATA_DIR. The first key seals; every
 * key listed opens, so a key is rotated by putting a new one first (decision 085). The user's id is bound
 * in as associated data: a sealed secret copied into another account's row does not open there.
 */
export interface AuthenticatorKeys {
  current: string;
  byId: Map<string, Buffer>;
}

const FORMAT = 'v1';
const KEY_FILE = 'authenticator-keys';

/** A key's name in a sealed value: not secret, and the same on every server that has the key. */
const keyId = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 12);

const newAuthenticatorKey = () => randomBytes(32).toString('base64');

/** The configured keys, else those of DATA_DIR's key file, which the first start writes (0600). */
export async function loadAuthenticatorKeys(config: {
  authenticatorKeys?: Buffer[];
  dataDir: string;
}): Promise<AuthenticatorKeys> {
  const keys = config.authenticatorKeys ?? (await keysFromFile(path.join(config.dataDir, KEY_FILE)));
  return { current: keyId(keys[0]!), byId: new Map(keys.map((k) => [keyId(k), k])) };
}

/** The keys of a key file in DATA_DIR, one a line; the first start writes it (0600). */
export async function keysFromFile(file: string): Promise<Buffer[]> {
  // Written whole under a name of its own, then linked into place: of several processes sharing the
  // folder, the first to link makes the key and the others read it, never half-written.
  if (!existsSync(file)) {
    const mine = `${file}.${process.pid}`;
    await fs.writeFile(mine, `${newAuthenticatorKey()}\n`, { mode: 0o600 });
    try {
      await fs.link(mine, file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      await fs.rm(mine, { force: true });
    }
  }
  const lines = (await fs.readFile(file, 'utf8')).split('\n').map((line) => line.trim());
  const keys = lines.filter(Boolean).map((line) => Buffer.from(line, 'base64'));
  if (!keys.length || keys.some((k) => k.length !== 32)) {
    throw new Error(`${file} must hold one base64 key of 32 bytes a line (the first seals, every one opens)`);
  }
  return keys;
}

export function sealSecret(keys: AuthenticatorKeys, userId: string, secret: string) {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keys.byId.get(keys.current)!, iv).setAAD(Buffer.from(userId));
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return [FORMAT, keys.current, iv.toString('base64url'), sealed.toString('base64url')].join(':');
}

/** Thrown for a sealed secret no configured key opens: a key missing on this server, or a changed row. */
export class UnreadableSecret extends Error {}

/** The secret in clear; a value stored before secrets were sealed is returned as it is. */
export function openSecret(keys: AuthenticatorKeys, userId: string, stored: string) {
  if (!isSealed(stored)) return stored;
  const [, id = '', iv = '', sealed = ''] = stored.split(':');
  const key = keys.byId.get(id);
  if (!key) throw new UnreadableSecret(`An authenticator secret is sealed with key ${id}, which this server lacks`);
  const data = Buffer.from(sealed, 'base64url');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url')).setAAD(Buffer.from(userId));
    decipher.setAuthTag(data.subarray(-16));
    return Buffer.concat([decipher.update(data.subarray(0, -16)), decipher.final()]).toString('utf8');
  } catch {
    throw new UnreadableSecret(`An authenticator secret sealed with key ${id} does not open: it was changed`);
  }
}

const isSealed = (stored: string) => stored.startsWith(`${FORMAT}:`);
export const isSealedWithCurrent = (keys: AuthenticatorKeys, stored: string) =>
  stored.startsWith(`${FORMAT}:${keys.current}:`);

/**
 * The keys of the installation whose database this is. The second factor's queries take only `db`, as every
 * repository does; the server registers the keys beside it at start.
 */
const keysOfDatabase = new WeakMap<Db, AuthenticatorKeys>();

export const useAuthenticatorKeys = (db: Db, keys: AuthenticatorKeys) => keysOfDatabase.set(db, keys);

export function authenticatorKeysOf(db: Db) {
  const keys = keysOfDatabase.get(db);
  if (!keys) throw new Error('No authenticator keys were registered for this database (see buildApp)');
  return keys;
}
