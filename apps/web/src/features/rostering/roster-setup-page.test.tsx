import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Qualifications, RosterSetup } from '@lmr/shared/roster';
import { fakeServer, json } from '../../../test/fake-server.ts';
import RosterSetupPage from './roster-setup-page.tsx';

const setup: RosterSetup = { roles: [], patterns: [], needs: [] };
const ann = { id: '0b6d7c1e-3f1a-4c1e-9a0e-5d2f4b3c2a11', name: 'Ann', email: 'ann@example.org' };
const qualifications: Qualifications = { volunteers: [ann], qualifications: [], expiring: [] };

/** The setup screen over a server that answers `answers` beside its two reads, with `roles` as the duty roles. */
function renderSetup(answers: Parameters<typeof fakeServer>[0], roles: RosterSetup['roles'] = []) {
  const calls = fakeServer({
    'GET /api/admin/roster/roles': () => json({ ...setup, roles }),
    'GET /api/admin/roster/qualifications': () => json(qualifications),
    ...answers,
  });
  render(
    <MemoryRouter>
      <RosterSetupPage />
    </MemoryRouter>,
  );
  return calls;
}

describe('the roster setup’s forms', () => {
  it('check a duty role and a qualification with the server’s schema before sending', async () => {
    const user = userEvent.setup();
    const calls = renderSetup({
      'POST /api/admin/roster/roles': () => json({ id: 'r1' }, 201),
      'PUT /api/admin/roster/qualifications': () => json({ id: 'q1' }),
    });
    const record = within(await screen.findByRole('form', { name: 'Record a qualification' }));
    expect(record.getByLabelText(/^Qualification/)).toHaveAccessibleDescription(
      'At most 60 characters. 0 characters so far.',
    );
    await user.click(record.getByRole('button', { name: 'Record the qualification' }));
    expect(await record.findByText('Please name the qualification.')).toBeInTheDocument();
    expect(record.getByText('Please give a date as YYYY-MM-DD.')).toBeInTheDocument();

    const role = within(screen.getByRole('form', { name: 'Add a duty role' }));
    await user.click(role.getByRole('button', { name: 'Add the duty role' }));
    expect(await role.findByText('Please name the duty role.')).toBeInTheDocument();
    expect(calls.filter((c) => !c.call.startsWith('GET'))).toEqual([]);

    await user.type(record.getByLabelText(/^Qualification/), 'Guard');
    await user.type(record.getByLabelText(/Valid until/), '2027-09-30');
    await user.click(record.getByRole('button', { name: 'Record the qualification' }));
    expect(await screen.findByText('“Guard” recorded until Thursday, 30 September 2027.')).toBeInTheDocument();
    expect(calls.find((c) => c.call === 'PUT /api/admin/roster/qualifications')?.body).toEqual({
      userId: ann.id,
      qualification: 'Guard',
      expiresOn: '2027-09-30',
    });

    await user.type(role.getByLabelText(/New duty role/), 'Guard');
    await user.click(role.getByRole('button', { name: 'Add the duty role' }));
    expect(await screen.findByText('Duty role “Guard” added.')).toBeInTheDocument();
    expect(calls.find((c) => c.call === 'POST /api/admin/roster/roles')?.body).toEqual({
      name: 'Guard',
      qualification: null,
    });
  });

  it('checks a changed duty role with the server’s schema, then sends it and shows it as saved', async () => {
    const user = userEvent.setup();
    const guard = { id: '5c0f3a2e-1b4d-4e6f-8a9b-0c1d2e3f4a5b', name: 'Guard', qualification: 'Guard' };
    let roles: RosterSetup['roles'] = [guard];
    const calls = fakeServer({
      'GET /api/admin/roster/roles': () => json({ ...setup, roles }),
      'GET /api/admin/roster/qualifications': () => json(qualifications),
      [`PUT /api/admin/roster/roles/${guard.id}`]: (body) => {
        roles = [{ ...guard, ...(body as { name: string; qualification: string | null }) }];
        return json({ id: guard.id });
      },
    });
    render(
      <MemoryRouter>
        <RosterSetupPage />
      </MemoryRouter>,
    );
    const role = within(await screen.findByRole('form', { name: 'Duty role Guard' }));
    expect(role.getByLabelText(/^Name/)).toHaveValue('Guard');
    await user.clear(role.getByLabelText(/^Name/));
    await user.click(role.getByRole('button', { name: 'Save Guard' }));
    expect(await role.findByText('Please name the duty role.')).toBeInTheDocument();
    expect(calls.filter((c) => !c.call.startsWith('GET'))).toEqual([]);

    await user.clear(role.getByLabelText(/^Name/));
    await user.type(role.getByLabelText(/^Name/), 'Guard (trainee)');
    await user.clear(role.getByLabelText(/Qualification needed/));
    await user.click(role.getByRole('button', { name: 'Save Guard' }));
    expect(await screen.findByText('Duty role “Guard (trainee)” saved.')).toBeInTheDocument();
    expect(calls.find((c) => c.call.startsWith('PUT'))?.body).toEqual({ name: 'Guard (trainee)', qualification: null });
    // The form shows the role as stored now, not as it was.
    const saved = within(await screen.findByRole('form', { name: 'Duty role Guard (trainee)' }));
    expect(saved.getByLabelText(/^Name/)).toHaveValue('Guard (trainee)');
    expect(saved.getByLabelText(/Qualification needed/)).toHaveValue('');
  });

  it('records a qualification picked from those the duty roles need, so no spelling of it misses a role', async () => {
    const user = userEvent.setup();
    const roles: RosterSetup['roles'] = [
      { id: '5c0f3a2e-1b4d-4e6f-8a9b-0c1d2e3f4a5b', name: 'Driver', qualification: 'Driver (steam)' },
      { id: '6d1a4b3f-2c5e-4f70-9b0a-1d2e3f4a5b6c', name: 'Guard', qualification: 'First aid' },
      { id: '7e2b5c40-3d6f-4081-8c1b-2e3f4a5b6c7d', name: 'Platform', qualification: null },
    ];
    const calls = renderSetup({ 'PUT /api/admin/roster/qualifications': () => json({ id: 'q1' }) }, roles);
    const record = within(await screen.findByRole('form', { name: 'Record a qualification' }));
    const pick = record.getByRole('combobox', { name: /^Qualification/ });
    expect(
      within(pick)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose one a duty role needs', 'Driver (steam)', 'First aid']);
    await user.selectOptions(pick, 'First aid');
    await user.type(record.getByLabelText(/Valid until/), '2027-09-30');
    await user.click(record.getByRole('button', { name: 'Record the qualification' }));
    expect(await screen.findByText('“First aid” recorded until Thursday, 30 September 2027.')).toBeInTheDocument();
    expect(calls.find((c) => c.call === 'PUT /api/admin/roster/qualifications')?.body).toEqual({
      userId: ann.id,
      qualification: 'First aid',
      expiresOn: '2027-09-30',
    });
  });
});
