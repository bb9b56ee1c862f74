import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetLogin, serverSaysRole } from '../../test/server-says-role.ts';
import type { AppRoutes } from './routes.tsx';

afterEach(() => {
  forgetLogin();
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
