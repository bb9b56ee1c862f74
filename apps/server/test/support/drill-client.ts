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
