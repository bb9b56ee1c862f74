import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { feedbackMessages } from '@lmr/shared/messages';
import { fakeServer, json } from '../../../test/fake-server.ts';
import { secondFactorStatus } from '../../../test/second-factor.ts';
import VolunteerProfilePage from './volunteer-profile-page.tsx';

const duty = (id: string, date: string, status: string) => ({
  id,
  date,
  patternName: 'Summer',
  opens: '11:00',
  closes: '16:00',
  status,
  reason: status === 'cancelled' ? 'Track work' : '',
  roleName: 'Guard',
  hours: 5,
  colleagues: [],
  withdrawBy: date,
  canWithdraw: true,
  coverAsked: false,
});

const file = (id: string, fileName: string, contentType: string) => ({
  id,
  label: fileName.split('.')[0]!,
  url: `/api/files/${id}`,
  fileName,
  contentType,
  sizeBytes: 2048,
  uploadedAt: '2026-11-01T10:00:00Z',
});

function showProfile(
  duties: ReturnType<typeof duty>[],
  files: ReturnType<typeof file>[] = [],
  coverWanted: unknown[] = [],
) {
  const calls = fakeServer({
    'GET /api/profile': () => json({ name: 'Nell New', email: 'nell@example.org', role: 'volunteer' }),
    'GET /api/files': () => json(files),
    'GET /api/second-factor': secondFactorStatus({ passkeys: [], authenticator: false }),
    'GET /api/roster/mine': () =>
      json({
        duties,
        coverWanted,
        organisers: 'the roster team',
        hours: { thisYear: 0, total: 0, membershipFree: false },
        feed: null,
      }),
    'PUT /api/account/password': () => json({ message: feedbackMessages.resetPasswordSuccess }),
  });
  render(
    <MemoryRouter>
      <VolunteerProfilePage />
    </MemoryRouter>,
  );
  return calls;
}

describe('the volunteer profile', () => {
  it('shows the next duty that is still on, with a way to all duties', async () => {
    showProfile([duty('a', '2026-12-05', 'cancelled'), duty('b', '2026-12-06', 'scheduled')]);
    const section = (await screen.findByRole('heading', { name: 'Your next duty' })).closest('section')!;
    expect(await within(section).findByText('Guard, Sunday, 6 December 2026')).toBeInTheDocument();
    expect(section).toHaveTextContent('Summer, 11:00 to 16:00');
    expect(within(section).getByRole('link', { name: 'All my duties' })).toHaveAttribute('href', '/volunteer/duties');
  });

  it('says the next duty is asked about, and leads to the duties colleagues ask cover for', async () => {
    const asked = { ...duty('b', '2026-12-06', 'scheduled'), coverAsked: true };
    showProfile([asked], [], [{ ...duty('c', '2026-12-12', 'scheduled'), askerFirstName: 'Ann' }]);
    const section = (await screen.findByRole('heading', { name: 'Your next duty' })).closest('section')!;
    expect(
      await within(section).findByText(/You have asked for cover: it is yours until someone accepts/),
    ).toBeVisible();
    expect(within(section).getByRole('link', { name: '1 duty you could take asks for cover' })).toHaveAttribute(
      'href',
      '/volunteer/duties#cover',
    );
  });

  it('says when there is no duty ahead, and where to take one', async () => {
    showProfile([]);
    expect(await screen.findByText('You have no duty ahead yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take a duty' })).toHaveAttribute('href', '/volunteer/duties');
  });

  it('changes the password with the old one and the new one only: no e-mail is asked', async () => {
    const user = userEvent.setup();
    const calls = showProfile([]);
    const section = (await screen.findByRole('heading', { name: 'Change password' })).closest('section')!;
    expect(within(section).queryByLabelText('Email')).not.toBeInTheDocument();
    await user.type(within(section).getByLabelText('Old Password'), 'Nell-Passw0rd-1');
    await user.type(within(section).getByLabelText(/^New Password/), 'Nell-Passw0rd-2');
    await user.type(within(section).getByLabelText('Confirm Password'), 'Nell-Passw0rd-2');
    await user.click(within(section).getByRole('button', { name: 'Change password' }));
    expect(await within(section).findByText(feedbackMessages.resetPasswordSuccess)).toBeInTheDocument();
    expect(calls.find((c) => c.call === 'PUT /api/account/password')?.body).toEqual({
      oldPassword: 'Nell-Passw0rd-1',
      newPassword: 'Nell-Passw0rd-2',
    });
  });

  it('opens a PDF, a picture or text in the browser, and downloads an office file', async () => {
    showProfile(
      [],
      [
        file('a', 'Handbook.pdf', 'application/pdf'),
        file('b', 'Map.png', 'image/png'),
        file('c', 'Notes.txt', 'text/plain; charset=utf-8'),
        file('d', 'Rota.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
      ],
    );
    for (const opens of ['Handbook', 'Map', 'Notes'])
      expect(await screen.findByRole('link', { name: opens })).not.toHaveAttribute('download');
    expect(screen.getByRole('link', { name: 'Rota' })).toHaveAttribute('download');
  });
});
