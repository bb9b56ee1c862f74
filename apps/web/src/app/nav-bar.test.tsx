import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetLogin, serverSaysRole } from '../../test/server-says-role.ts';
import type { NavBar } from './nav-bar.tsx';

afterEach(() => {
  forgetLogin();
  vi.resetModules();
});

async function renderNav() {
  const { NavBar: FreshNavBar } = (await import('./nav-bar.tsx')) as { NavBar: typeof NavBar };
  render(
    <MemoryRouter>
      <FreshNavBar />
    </MemoryRouter>,
  );
  return screen.getByRole('navigation', { name: 'Main' });
}

describe('the navigation bar', () => {
  it('shows a visitor the public links and Login, without asking the server', async () => {
    serverSaysRole(null);
    const nav = await renderNav();
    await vi.waitFor(() => expect(nav).toHaveAttribute('data-bar', 'public'));
    expect(fetch).not.toHaveBeenCalled();
    for (const name of ['Home', 'Rolling Stock', 'History', 'Contact', 'Donate', 'Login']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(nav).queryByRole('link', { name: 'Profile' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Gate' })).toBeNull();
  });

  it('treats a session the server no longer knows as logged out and forgets the hint', async () => {
    document.cookie = 'lmr_logged_in=1; path=/';
    serverSaysRole(null);
    const nav = await renderNav();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(document.cookie).not.toContain('lmr_logged_in'));
    expect(nav).toHaveAttribute('data-bar', 'public');
  });

  it('shows a volunteer the public links, Profile and Logout', async () => {
    serverSaysRole('volunteer');
    const nav = await renderNav();
    await vi.waitFor(() => expect(nav).toHaveAttribute('data-bar', 'volunteer'));
    expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/volunteer/profile');
    expect(within(nav).getByRole('link', { name: 'Gate' })).toHaveAttribute('href', '/gate');
    expect(within(nav).getByRole('link', { name: 'Rolling Stock' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: /About/ })).toBeInTheDocument();
  });

  it('shows an admin the admin links without the About menu', async () => {
    serverSaysRole('admin');
    const nav = await renderNav();
    await vi.waitFor(() => expect(nav).toHaveAttribute('data-bar', 'admin'));
    expect(within(nav).getByRole('link', { name: 'Register Volunteer' })).toHaveAttribute('href', '/register');
    expect(within(nav).getByRole('link', { name: 'History' })).toHaveAttribute('href', '/admin/events');
    expect(within(nav).getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/admin/messages');
    expect(within(nav).getByRole('link', { name: 'Gate' })).toHaveAttribute('href', '/gate');
    expect(within(nav).queryByRole('button', { name: /About/ })).toBeNull();
  });
});
