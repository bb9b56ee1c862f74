import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { AdminRoster } from '@lmr/shared/roster';
import { fakeServer, json } from '../../../test/fake-server.ts';
import AdminRosterPage from './admin-roster-page.tsx';

const roster: AdminRoster = {
  roles: [{ id: 'r1', name: 'Guard', qualification: null }],
  days: [
    {
      date: '2027-06-05',
      patternName: 'Summer',
      opens: '11:00',
      closes: '16:00',
      status: 'scheduled',
      reason: '',
      past: false,
      duties: [
        {
          roleId: 'r1',
          places: 2,
          people: [
            { userId: 'u1', name: 'Ann', email: 'ann@example.org', assignmentId: 'a1', hours: 0, cover: null },
            { userId: 'u2', name: 'Bob', email: 'bob@example.org', assignmentId: 'a2', hours: 0, cover: null },
          ],
        },
      ],
    },
  ],
  gaps: [],
  coverWanted: [],
};

// jsdom has no showModal(), so an open dialog counts as hidden there: it is found by its title, its
// buttons with `hidden`.
const dialogTitled = (title: string) => screen.getByRole('heading', { hidden: true, name: title }).closest('dialog')!;

describe('mail to a day’s roster', () => {
  it('shows the roster mail’s limits, says what is missing before asking, then asks and sends', async () => {
    const user = userEvent.setup();
    const calls = fakeServer({
      'GET /api/admin/roster': () => json(roster),
      'POST /api/admin/roster/days/2027-06-05/mail': () => json({ message: 'Sent.' }, 202),
    });
    render(
      <MemoryRouter>
        <AdminRosterPage />
      </MemoryRouter>,
    );
    await user.click(await screen.findByRole('button', { name: /^E-mail the roster of Sat 5 June/ }));
    const dialog = within(dialogTitled('E-mail the roster of Saturday, 5 June 2027'));
    expect(dialog.getByLabelText(/Subject/)).toHaveAccessibleDescription(
      'At most 150 characters. 0 characters so far.',
    );
    expect(dialog.getByLabelText(/Message/)).toHaveAccessibleDescription(
      'At most 5,000 characters. 0 characters so far.',
    );

    await user.click(dialog.getByRole('button', { hidden: true, name: 'Send to the 2 on the roster' }));
    expect(await dialog.findByText('Please give the mail a subject.')).toBeInTheDocument();
    expect(dialog.getByText('Please write the message.')).toBeInTheDocument();

    await user.type(dialog.getByLabelText(/Subject/), 'Saturday');
    await user.type(dialog.getByLabelText(/Message/), 'Meet at the station at ten.');
    await user.click(dialog.getByRole('button', { hidden: true, name: 'Send to the 2 on the roster' }));
    const ask = within(await vi.waitFor(() => dialogTitled('Confirm Action')));
    expect(ask.getByText('Send “Saturday” to the 2 on the roster of Saturday, 5 June 2027?')).toBeInTheDocument();
    await user.click(ask.getByRole('button', { hidden: true, name: 'Confirm' }));
    expect(
      await screen.findByText('The mail is on its way to the 2 on the roster of Saturday, 5 June 2027.'),
    ).toBeVisible();
    expect(calls.find((c) => c.call === 'POST /api/admin/roster/days/2027-06-05/mail')?.body).toMatchObject({
      subject: 'Saturday',
      message: 'Meet at the station at ten.',
    });
  });
});

describe('the roster’s hours', () => {
  it('checks the hours worked with the server’s schema before sending, then sends them as a number', async () => {
    const user = userEvent.setup();
    const worked: AdminRoster = { ...roster, days: roster.days.map((d) => ({ ...d, past: true })) };
    const calls = fakeServer({
      'GET /api/admin/roster': () => json(worked),
      'PUT /api/admin/roster/assignments/a1/hours': () => json({ id: 'a1' }),
    });
    render(
      <MemoryRouter>
        <AdminRosterPage />
      </MemoryRouter>,
    );
    const hours = await screen.findByLabelText(/Hours of Ann/);
    expect(hours).toHaveValue(0);
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
    expect(await screen.findByText('Ann counts 7.5 hours for Saturday, 5 June 2027.')).toBeInTheDocument();
    expect(calls.find((c) => c.call.startsWith('PUT'))?.body).toEqual({ hours: 7.5 });
  });
});
