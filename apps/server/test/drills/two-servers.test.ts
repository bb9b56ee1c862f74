import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PostgresCluster, removeCluster, startPostgresCluster } from '../support/postgres-cluster.ts';
import { type ServerProcess, startServerProcess } from '../support/server-process.ts';

const admin = { email: 'admin@example.org', password: 'Admin-Passw0rd-Test' };

async function login(server: ServerProcess, who: { email: string; password: string }) {
  return fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(who),
  });
}

describe('two server processes sharing one PostgreSQL', () => {
  let cluster: PostgresCluster;
  let a: ServerProcess;
  let b: ServerProcess;
  beforeAll(async () => {
    cluster = await startPostgresCluster();
    // Both start at once: migrations and the first admin must happen exactly once.
    [a, b] = await Promise.all([
      startServerProcess({ DATABASE_URL: cluster.url }),
      startServerProcess({ DATABASE_URL: cluster.url }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    if (cluster) removeCluster(cluster);
  });

  it('accepts on one server a session made on the other, and ends it on both at logout', async () => {
    const res = await login(a, admin);
    expect(res.status).toBe(200);
    const cookie = res.headers.get('set-cookie')!.split(';')[0]!;
    const role = await fetch(`${b.url}/api/role`, { headers: { cookie } });
    expect(await role.text()).toBe('admin');
    await fetch(`${b.url}/api/logout`, { method: 'POST', headers: { cookie } });
    expect((await fetch(`${a.url}/api/profile`, { headers: { cookie } })).status).toBe(401);
  });

  it('holds the login rate limit across both servers', async () => {
    const wrong = { email: admin.email, password: 'Wrong-Passw0rd-1' };
    const statuses: number[] = [];
    for (let i = 0; i < 30 && !statuses.includes(429); i++) statuses.push((await login(i % 2 ? a : b, wrong)).status);
    expect(statuses).toContain(429);
    expect(statuses.filter((s) => s === 401).length).toBeLessThan(30);
  });
});
