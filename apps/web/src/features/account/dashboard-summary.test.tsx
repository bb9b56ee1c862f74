import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AdminDashboard } from '@lmr/shared/dashboard';
import { fakeServer, json } from '../../../test/fake-server.ts';
import { withQueryClient } from '../../lib/query-client.tsx';
import { DashboardSummary } from './dashboard-summary.tsx';

const Summary = withQueryClient(DashboardSummary);

const renderWith = (answer: AdminDashboard) => {
  fakeServer({ 'GET /api/admin/dashboard': () => json(answer) });
  render(
    <MemoryRouter>
      <Summary />
    </MemoryRouter>,
  );
};

describe('the admin dashboard’s summary', () => {
  it('shows the counts and each thing still to set as a link to where it is fixed', async () => {
    renderWith({
      toDo: [
        { text: 'The poster is the demo poster.', link: '/admin/uploadposter' },
        { text: 'Phone number: not set.', link: '/admin/site/settings' },
      ],
      openMessages: 1,
      rosterGaps: 3,
      coverWanted: 2,
      subscribers: 1204,
      nextRunningDays: ['2026-12-05', '2026-12-12'],
    });
    expect(await screen.findByRole('link', { name: '1 open message' })).toHaveAttribute('href', '/admin/messages');
    expect(screen.getByRole('link', { name: '3 open duty places in the next fortnight' })).toHaveAttribute(
      'href',
      '/admin/roster',
    );
    expect(screen.getByRole('link', { name: '2 duties asking for cover' })).toHaveAttribute('href', '/admin/roster');
    expect(screen.getByRole('link', { name: '1,204 subscribers' })).toHaveAttribute('href', '/admin/subscribers');
    expect(
      screen.getByRole('link', { name: 'Next running days: Saturday, 5 December 2026; Saturday, 12 December 2026' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'The poster is the demo poster.' })).toHaveAttribute(
      'href',
      '/admin/uploadposter',
    );
    expect(screen.getByRole('link', { name: 'Phone number: not set.' })).toHaveAttribute(
      'href',
      '/admin/site/settings',
    );
  });

  it('says so when nothing is left to set', async () => {
    renderWith({ toDo: [], openMessages: 0, rosterGaps: 0, coverWanted: 0, subscribers: 0, nextRunningDays: [] });
    expect(await screen.findByText('Nothing: every page shows the railway’s own content.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'No running days ahead' })).toBeInTheDocument();
  });
});
