import type { ServerProcess } from './server-process.ts';
import { ADMIN } from './test-app.ts';

/** Logs the admin in on a server process over HTTP; the session cookie to send with later requests. */
export async function adminCookie(server: ServerProcess): Promise<string> {
  const res = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (res.status !== 200) throw new Error(`login failed with ${res.status}: ${await res.text()}`);
  return res.headers.get('set-cookie')!.split(';')[0]!;
}

/** `signupsActiveAtOnce` of test-app.ts, for a server process: double opt-in off through the admin call. */
export async function signupsActiveAtOnceOn(server: ServerProcess) {
  const res = await fetch(`${server.url}/api/admin/newsletter-settings`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie: await adminCookie(server) },
    body: JSON.stringify({ doubleOptIn: false }),
  });
  if (res.status !== 200) throw new Error(`double opt-in not switched off: ${res.status} ${await res.text()}`);
}

/** Posts a multipart body (from `multipart()` in media-fixtures) as a browser would. */
export function postForm(
  server: ServerProcess,
  path: string,
  cookie: string,
  body: { payload: Buffer; headers: Record<string, string> },
) {
  return fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { ...body.headers, cookie },
    body: new Uint8Array(body.payload),
  });
}

/** Polls `check` until it returns true or `timeoutMs` passes; false if it never did. */
export async function waitUntil(check: () => Promise<boolean> | boolean, timeoutMs: number, everyMs = 100) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, everyMs));
  }
  return check();
}
