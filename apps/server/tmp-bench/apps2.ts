import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { embeddedDatabaseDir, openDatabase } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { startPostgresCluster, createDatabaseOn, removeCluster } from '../test/support/postgres-cluster.ts';

const kind = process.argv[2];
const n = Number(process.argv[3] ?? 5);
const root = await fs.mkdtemp(path.join(os.tmpdir(), 'pgla-'));
let cluster: any, tplUrl: string | undefined, tplName = '';
const tplData = path.join(root, 'tpl');
if (kind === 'pg') {
  cluster = await startPostgresCluster();
  tplUrl = await createDatabaseOn(cluster.url);
  const db = await openDatabase({ dataDir: tplData, databaseUrl: tplUrl });
  await migrate(db); await db.close();
  tplName = new URL(tplUrl).pathname.slice(1);
} else {
  const database = await openDatabase({ dataDir: tplData });
  await migrate(database); await database.close();
}
if (process.argv[4] === 'warm') {
  const config = loadConfig({ DATA_DIR: tplData, DATABASE_URL: tplUrl, ADMIN_EMAIL: 'admin@example.org', ADMIN_PASSWORD: 'Admin-Passw0rd-Test', ADMIN_SECOND_FACTOR: 'optional', LOG_LEVEL: 'silent', WEB_DIST: path.join(tplData, 'nw') });
  const app = await buildApp(config, { logger: false });
  await app.close();
}
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
let tw = 0, tc = 0;
for (let i = 0; i < n; i++) {
  const dataDir = path.join(root, `a${i}`);
  const w0 = performance.now(), c0 = cpu();
  let url: string | undefined;
  if (kind === 'pg') url = await createDatabaseOn(cluster.url, tplName);
  else await fs.cp(embeddedDatabaseDir(tplData), embeddedDatabaseDir(dataDir), { recursive: true });
  const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: url, ADMIN_EMAIL: 'admin@example.org', ADMIN_PASSWORD: 'Admin-Passw0rd-Test', ADMIN_SECOND_FACTOR: 'optional', LOG_LEVEL: 'silent', WEB_DIST: path.join(dataDir, 'nw') });
  const app = await buildApp(config, { logger: false, checkResponses: true });
  await app.ready();
  for (const u of ['/api/get-all-events', '/about', '/api/site/settings']) await app.inject({ url: u });
  await app.close();
  await fs.rm(dataDir, { recursive: true, force: true });
  const w = performance.now() - w0, c = cpu() - c0;
  if (i > 0) { tw += w; tc += c; }
  console.log(kind, 'wall', w | 0, 'cpu', c | 0);
}
console.log(kind, 'avg after first: wall', (tw / (n - 1)) | 0, 'cpu', (tc / (n - 1)) | 0);
if (cluster) await removeCluster(cluster);
await fs.rm(root, { recursive: true, force: true });
