import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppRoutes } from './routes.tsx';

/** The server's answer to GET /api/role: a role as text, or 401 for a visitor. Login sets the hint cookie. */
function serverSaysRole(role: string | null) {
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

afterEach(() => {
  document.cookie = 'lmr_logged_in=; path=/; max-age=0';
  vi.unstubAllGlobals();
  vi.resetModules();
});

async function visit(path: string) {
  const { AppRoutes: FreshRoutes } = (await import('./routes.tsx')) as { AppRoutes: typeof AppRoutes };
  render(
    <MemoryRouter initialEntries={[path]}>
      <FreshRoutes />
    </MemoryRouter>,
  );
  return screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
}

// The spec's guard sends every /admin path to Access Denied unless the role is admin: only an admin
// learns which admin screens exist.
describe('an /admin path that names no screen', () => {
  it.each([
    ['a visitor', null],
    ['a volunteer', 'volunteer'],
  ])('shows %s Access Denied', async (_, role) => {
    serverSaysRole(role);
    expect((await visit('/admin/no-such-screen')).textContent).toBe('Access Denied');
  });

  it('shows an admin the not-found page', async () => {
    serverSaysRole('admin');
    expect((await visit('/admin/no-such-screen')).textContent).toBe('404 Not Found');
  });
});
