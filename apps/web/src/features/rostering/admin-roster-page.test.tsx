import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminRoster } from '@lmr/shared/roster';
import { fakeServer, json } from '../../../test/fake-server.ts';
import { queryClient } from '../../lib/query-client.tsx';
import AdminRosterPage from './admin-roster-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

const assignmentId = '7d2a1c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const roster: AdminRoster = {
  roles: [{ id: 'guard', name: 'Guard', qualification: null }],
  days: [
    {
      date: '2026-08-01',
      patternName: 'Standard Saturday',
      opens: '11:00',
      closes: '16:30',
      status: 'scheduled',
      reason: '',
      past: true,
      duties: [
        {
          roleId: 'guard',
          places: 1,
          people: [{ userId: 'ann', name: 'Ann', email: 'ann@example.org', assignmentId, hours: 6 }],
        },
      ],
    },
  ],
  gaps: [],
};

describe('the roster’s hours', () => {
  it('checks the hours worked with the server’s schema before sending, then sends them as a number', async () => {
    const user = userEvent.setup();
    const calls = fakeServer({
      'GET /api/admin/roster': () => json(roster),
      [`PUT /api/admin/roster/assignments/${assignmentId}/hours`]: () => json({ id: assignmentId }),
    });
    render(
      <MemoryRouter>
        <AdminRosterPage />
      </MemoryRouter>,
    );
    const hours = await screen.findByLabelText(/Hours of Ann/);
    expect(hours).toHaveValue(6);
    expect(hours).toHaveAttribute('max', '24');
    const form = within(hours.closest('form')!);
    await user.clear(hours);
    await user.type(hours, '25');
    await user.click(form.getByRole('button', { name: 'Save hours' }));
    expect(await form.findByText('At most 24 hours in a day.')).toBeInTheDocument();
    expect(calls.filter((c) => c.call.startsWith('PUT'))).toEqual([]);

    await user.clear(hours);
    await user.type(hours, '7.5');
    await user.click(form.getByRole('button', { name: 'Save hours' }));
    expect(await screen.findByText('Ann counts 7.5 hours for Saturday, 1 August 2026.')).toBeInTheDocument();
    expect(calls.find((c) => c.call.startsWith('PUT'))?.body).toEqual({ hours: 7.5 });
  });
});
