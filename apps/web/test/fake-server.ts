import { vi } from 'vitest';

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export type Answer = (body: unknown, init: RequestInit) => Response | Promise<Response>;

/**
 * The server as the browser reaches it, one answer per "METHOD path" (`GET /api/role`); any other call
 * is a 404. Every call is kept with its JSON body, to read what a form sent.
 */
export function fakeServer(answers: Record<string, Answer>) {
  const calls: { call: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const call = `${init.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}`;
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
      calls.push({ call, body });
      const answer = answers[call];
      return answer ? answer(body, init) : json({ error: { code: 'not_found', message: 'Not found.' } }, 404);
    }),
  );
  return calls;
}

/** The admin's role, as GET /api/role answers it: for screens that ask the server first. */
export const asAdmin = { 'GET /api/role': () => new Response('admin', { headers: { 'content-type': 'text/plain' } }) };
