import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { embeddedDatabaseDir, openDatabase } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';

const root = await fs.mkdtemp(path.join(os.tmpdir(), 'pgla-'));
const tplData = path.join(root, 'tpl');
const database = await openDatabase({ dataDir: tplData });
await migrate(database);
await database.close();
const t = () => performance.now();
const n = Number(process.argv[2] ?? 5);
for (let i = 0; i < n; i++) {
  const dataDir = path.join(root, `a${i}`);
  let s = t();
  await fs.cp(embeddedDatabaseDir(tplData), embeddedDatabaseDir(dataDir), { recursive: true });
  const copy = t() - s; s = t();
  const config = loadConfig({ DATA_DIR: dataDir, ADMIN_EMAIL: 'admin@example.org', ADMIN_PASSWORD: 'Admin-Passw0rd-Test', ADMIN_SECOND_FACTOR: 'optional', LOG_LEVEL: 'silent', WEB_DIST: path.join(dataDir, 'nw') });
  const app = await buildApp(config, { logger: false, checkResponses: true });
  const build = t() - s; s = t();
  await app.ready();
  const ready = t() - s; s = t();
  const r = await app.inject({ method: 'GET', url: '/api/site' });
  const first = t() - s; s = t();
  await app.close();
  const close = t() - s;
  console.log(JSON.stringify({ copy: copy|0, build: build|0, ready: ready|0, first: first|0, status: r.statusCode, close: close|0 }));
}
await fs.rm(root, { recursive: true, force: true });
