import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, json } from '../../../test/fake-server.ts';
import VolunteerDutiesPage from './volunteer-duties-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const runningDay = (date: string, available: boolean | null) => ({
  date,
  patternName: 'Summer',
  opens: '11:00',
  closes: '16:00',
  status: 'scheduled',
  reason: '',
  available,
  duties: [],
});

describe('saying whether I can work', () => {
  it('shows the answer chosen as pressed, and says Saved in the day pressed, beside its buttons', async () => {
    const user = userEvent.setup();
    let said: boolean | null = null;
    fakeServer({
      'GET /api/roster/days': () => json([runningDay('2026-12-05', null), runningDay('2026-12-06', said)]),
      'GET /api/roster/mine': () =>
        json({ duties: [], organisers: '', hours: { thisYear: 0, total: 0, membershipFree: false }, feed: null }),
      'PUT /api/roster/availability': (body) => {
        said = (body as { available: boolean }).available;
        return new Response(null, { status: 204 });
      },
    });
    render(
      <MemoryRouter>
        <VolunteerDutiesPage />
      </MemoryRouter>,
    );
    const group = await screen.findByRole('group', { name: 'Can you work on Sunday, 6 December 2026?' });
    const day = group.closest('li')!;
    expect(within(group).getByRole('button', { name: 'I cannot work' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(within(group).getByRole('button', { name: 'I cannot work' }));

    expect(await within(day).findByText('Saved: you cannot work on Sunday, 6 December 2026.')).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(within(group).getByRole('button', { name: 'I cannot work' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(within(group).getByRole('button', { name: 'I can work' })).toHaveAttribute('aria-pressed', 'false');
  });
});
