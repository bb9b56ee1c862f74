import { vi } from 'vitest';

/**
 * The server's answer to GET /api/role as the browser reaches it: the role as text, or 401 for a
 * visitor (and for any other call). Logging in sets the hint cookie; reset it after each test.
 */
export function serverSaysRole(role: string | null) {
  if (role) document.cookie = 'lmr_logged_in=1; path=/';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      role && String(input).endsWith('/api/role')
        ? new Response(role, { status: 200, headers: { 'content-type': 'text/plain' } })
        : new Response(JSON.stringify({ error: { code: 'not_logged_in', message: 'Please log in.' } }), {
            status: 401,
            headers: { 'content-type': 'application/json' },
          }),
    ),
  );
}

export const forgetLogin = () => {
  document.cookie = 'lmr_logged_in=; path=/; max-age=0';
};
