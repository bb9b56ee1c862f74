import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { AdminRoster, Candidates } from '@lmr/shared/roster';
import { fakeServer, json } from '../../../test/fake-server.ts';
import AdminRosterPage from './admin-roster-page.tsx';

const day = (date: string, past: boolean, status: AdminRoster['days'][number]['status'] = 'scheduled') => ({
  date,
  patternName: 'Standard',
  opens: '11:00',
  closes: '16:00',
  status,
  reason: status === 'cancelled' ? 'Flooding' : '',
  past,
  duties: [{ roleId: 'driver', places: 1, people: [] }],
});

const roster: AdminRoster = {
  roles: [{ id: 'driver', name: 'Driver', qualification: null }],
  days: [day('2020-06-06', true), day('2099-06-13', false, 'cancelled'), day('2099-06-20', false)],
  gaps: [],
  coverWanted: [],
};

type Person = AdminRoster['days'][number]['duties'][number]['people'][number];

const bob = { userId: 'bob', name: 'Bob Quayle', email: 'bob@example.org', available: true };

function renderPage(candidates: Candidates) {
  fakeServer({
    'GET /api/admin/roster': () => json(roster),
    'GET /api/admin/roster/days/2099-06-20/roles/driver/candidates': () => json(candidates),
  });
  render(
    <MemoryRouter>
      <AdminRosterPage />
    </MemoryRouter>,
  );
}

describe('the roster grid', () => {
  it('shows a place open only on a day still to come that runs: not on a day gone, nor a cancelled one', async () => {
    renderPage([]);
    const open = await screen.findAllByText('1 open');
    expect(open).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: /^Assign Driver/ })).toHaveLength(1);
  });
});

describe('requests for cover', () => {
  it('marks the place asked about and the place covered, and lists the open requests', async () => {
    const place = (name: string, cover: Person['cover']) => ({
      userId: name,
      name,
      email: `${name.toLowerCase()}@example.org`,
      assignmentId: name,
      hours: 5,
      cover,
    });
    const asking = { ...day('2099-06-27', false), duties: [{ roleId: 'driver', places: 2, people: [] as Person[] }] };
    asking.duties[0]!.people = [
      place('Ann', { status: 'open', askedBy: 'Ann' }),
      place('Cara', { status: 'covered', askedBy: 'Ben' }),
    ];
    fakeServer({
      'GET /api/admin/roster': () =>
        json({ ...roster, days: [asking], coverWanted: [{ date: '2099-06-27', roleName: 'Driver', name: 'Ann' }] }),
    });
    render(
      <MemoryRouter>
        <AdminRosterPage />
      </MemoryRouter>,
    );
    const grid = await screen.findByRole('region', { name: 'The roster, days by duty roles' });
    const places = within(grid)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(places).toEqual([
      expect.stringContaining('Ann (ann@example.org) asks for cover'),
      expect.stringContaining('Cara (cara@example.org) covering for Ben'),
    ]);
    expect(
      screen.getByText(/Saturday, 27 June 2099: Ann asks for cover as Driver\. They stay on the duty until/),
    ).toBeInTheDocument();
  });
});

describe('assigning', () => {
  // jsdom has no showModal(), so the dialog's contents count as hidden there.
  it('warns when the person chosen is already on another duty that day', async () => {
    const user = userEvent.setup();
    renderPage([{ ...bob, alreadyThatDay: true }]);
    await user.click(await screen.findByRole('button', { name: /^Assign Driver/ }));
    const dialog = document.querySelector('dialog')!;
    expect(
      await within(dialog).findByText(/Bob Quayle is already on another duty on Saturday, 20 June 2099/),
    ).toBeInTheDocument();
  });

  it('says nothing of the kind for someone free that day', async () => {
    const user = userEvent.setup();
    renderPage([{ ...bob, alreadyThatDay: false }]);
    await user.click(await screen.findByRole('button', { name: /^Assign Driver/ }));
    const dialog = document.querySelector('dialog')!;
    await within(dialog).findByRole('button', { name: 'Assign Bob Quayle', hidden: true });
    expect(within(dialog).queryByText(/already on another duty on/)).toBeNull();
  });
});

describe('printing a day', () => {
  it('prints the roster of one day alone, for the station', async () => {
    const user = userEvent.setup();
    renderPage([]);
    let printed: string[] = [];
    vi.stubGlobal('print', () => {
      printed = [...document.querySelectorAll('.roster-printing')].map((row) => row.textContent ?? '');
    });
    await user.click(await screen.findByRole('button', { name: /^Print the roster of / }));
    expect(printed).toHaveLength(1);
    expect(printed[0]).toMatch(/20 June 2099/);
    expect(document.querySelector('.roster-printing')).toBeNull();
  });
});
