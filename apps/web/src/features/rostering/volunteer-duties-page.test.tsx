import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { type Answer, fakeServer, json } from '../../../test/fake-server.ts';
import { dialogNamed } from '../../../test/second-factor.ts';
import type { MyDuties } from '@lmr/shared/roster';
import VolunteerDutiesPage from './volunteer-duties-page.tsx';

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

/** The duties page, its calls answered by `answers`; what the page sent. */
function showPage(answers: Record<string, Answer>) {
  const calls = fakeServer(answers);
  render(
    <MemoryRouter>
      <VolunteerDutiesPage />
    </MemoryRouter>,
  );
  return calls;
}

/** GET /api/roster/mine for a volunteer with these duties (none by default), no hours yet. */
const noDuties = (
  feed: { since: string } | null = null,
  duties: MyDuties['duties'] = [],
  coverWanted: MyDuties['coverWanted'] = [],
) => json({ duties, coverWanted, organisers: '', hours: { thisYear: 0, total: 0, membershipFree: false }, feed });

describe('saying whether I can work', () => {
  it('shows the answer chosen as pressed, and says Saved in the day pressed, beside its buttons', async () => {
    const user = userEvent.setup();
    let said: boolean | null = null;
    showPage({
      'GET /api/roster/days': () => json([runningDay('2026-12-05', null), runningDay('2026-12-06', said)]),
      'GET /api/roster/mine': () => noDuties(),
      'PUT /api/roster/availability': (body) => {
        said = (body as { available: boolean }).available;
        return new Response(null, { status: 204 });
      },
    });
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

describe('saying whether I can work a whole month', () => {
  function showMonths() {
    return showPage({
      'GET /api/roster/days': () => json([runningDay('2026-12-05', null), runningDay('2027-01-02', null)]),
      'GET /api/roster/mine': () => noDuties(),
      'PUT /api/roster/availability': () => json({ dates: ['2027-01-02'] }),
    });
  }

  it('sends the month chosen with the button pressed, and says Saved', async () => {
    const user = userEvent.setup();
    const calls = showMonths();
    await user.selectOptions(await screen.findByLabelText('A whole month'), 'January 2027');
    await user.click(screen.getByRole('button', { name: 'I cannot work that month' }));

    expect(await screen.findByText('Saved: you cannot work on the running days of January 2027.')).toBeInTheDocument();
    expect(calls.filter((c) => c.call === 'PUT /api/roster/availability').map((c) => c.body)).toEqual([
      { month: '2027-01', available: false },
    ]);
  });

  it("says the shared schema's words on the month field for a month it cannot take, and sends nothing", async () => {
    const user = userEvent.setup();
    const calls = showMonths();
    fireEvent.change(await screen.findByLabelText('A whole month'), { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: 'I can work every running day' }));

    expect(await screen.findByText('Please give a month as YYYY-MM.')).toBeInTheDocument();
    expect(calls.filter((c) => c.call === 'PUT /api/roster/availability')).toEqual([]);
  });
});

describe('my duties in my calendar', () => {
  const address = 'https://railway.example/api/roster/feed/abc123.ics';

  function showFeed() {
    let feed: { since: string } | null = null;
    return showPage({
      'GET /api/roster/days': () => json([]),
      'GET /api/roster/mine': () => noDuties(feed),
      'POST /api/roster/feed': () => {
        feed = { since: '2026-11-26T10:00:00Z' };
        return json({ url: address }, 201);
      },
      'DELETE /api/roster/feed': () => {
        feed = null;
        return new Response(null, { status: 204 });
      },
    });
  }

  it('offers Copy and Subscribe (webcal, Google, Outlook) for a new address', async () => {
    const user = userEvent.setup();
    showFeed();
    await user.click(await screen.findByRole('button', { name: 'Make my calendar address' }));
    expect(await screen.findByLabelText('Your calendar address')).toHaveValue(address);

    await user.click(screen.getByRole('button', { name: 'Copy the address' }));
    expect(await navigator.clipboard.readText()).toBe(address);
    expect(await screen.findByText('Copied. Paste it into your calendar app.')).toBeInTheDocument();

    const webcal = 'webcal://railway.example/api/roster/feed/abc123.ics';
    expect(screen.getByRole('link', { name: 'Subscribe on this device' })).toHaveAttribute('href', webcal);
    expect(screen.getByRole('link', { name: 'Add to Google Calendar' })).toHaveAttribute(
      'href',
      `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`,
    );
    expect(screen.getByRole('link', { name: 'Add to Outlook' })).toHaveAttribute(
      'href',
      `https://outlook.live.com/calendar/0/addfromweb?url=${encodeURIComponent(address)}&name=${encodeURIComponent('Laxey Mines Railway duties')}`,
    );
  });

  it('stops the address apart from making one, after asking in words that name what stops', async () => {
    const user = userEvent.setup();
    const calls = showFeed();
    await user.click(await screen.findByRole('button', { name: 'Make my calendar address' }));
    const stopPart = screen.getByRole('group', { name: 'Stop my calendar address' });
    expect(within(stopPart).queryByRole('button', { name: /Make/ })).not.toBeInTheDocument();
    await user.click(within(stopPart).getByRole('button', { name: 'Stop my calendar address' }));
    const dialog = await dialogNamed('Confirm Action');
    expect(dialog).toHaveTextContent(
      'Stop your calendar address made on Thursday, 26 November 2026? Every calendar subscribed to it (on a phone, in Google or in Outlook) stops showing your duties. You can make a new one afterwards.',
    );
    await user.click(within(dialog).getByRole('button', { hidden: true, name: 'Cancel' }));
    expect(calls.filter((c) => c.call === 'DELETE /api/roster/feed')).toEqual([]);
  });
});

describe('asking for cover', () => {
  const dayFields = { date: '2026-12-05', patternName: 'Summer', opens: '11:00', closes: '16:00', reason: '' };
  const duty = (coverAsked: boolean) => ({
    id: 'd1',
    ...dayFields,
    status: 'scheduled' as const,
    roleName: 'Driver',
    hours: 5,
    colleagues: [],
    withdrawBy: '2026-12-03',
    canWithdraw: false,
    coverAsked,
  });

  it('asks first, then shows the request as pressed; pressing again asks before taking it back', async () => {
    const user = userEvent.setup();
    let asked = false;
    const calls = showPage({
      'GET /api/roster/days': () => json([]),
      'GET /api/roster/mine': () => noDuties(null, [duty(asked)]),
      'POST /api/roster/duties/d1/cover': () => {
        asked = true;
        return json({ id: 'c1', offered: 3 }, 201);
      },
    });
    const button = await screen.findByRole('button', { name: 'Ask for cover for Driver on Saturday, 5 December 2026' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);
    const dialog = await dialogNamed('Confirm Action');
    expect(dialog).toHaveTextContent(
      'Ask for cover for Driver on Saturday, 5 December 2026? Qualified volunteers who are free that day are e-mailed. The duty stays yours until one of them accepts.',
    );
    await user.click(within(dialog).getByRole('button', { hidden: true, name: 'Confirm' }));

    expect(
      await screen.findByText(
        'You have asked for cover for Driver on Saturday, 5 December 2026. You stay on the duty until someone accepts.',
      ),
    ).toBeInTheDocument();
    await vi.waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByText('You have asked for cover. The duty is yours until someone accepts.')).toBeInTheDocument();

    await user.click(button);
    expect(await dialogNamed('Confirm Action')).toHaveTextContent(
      'Take back your request for cover for Driver on Saturday, 5 December 2026? You keep the duty.',
    );
    await user.click(within(await dialogNamed('Confirm Action')).getByRole('button', { hidden: true, name: 'Cancel' }));
    expect(calls.filter((c) => c.call.endsWith('/cover')).map((c) => c.call)).toEqual([
      'POST /api/roster/duties/d1/cover',
    ]);
    expect(button).toHaveAttribute('aria-pressed', 'true');
  });

  it('offers a colleague’s duty to cover, and says so when someone was quicker', async () => {
    const user = userEvent.setup();
    const wanted = { id: 'c1', ...dayFields, status: 'scheduled' as const, roleName: 'Guard', askerFirstName: 'Ann' };
    showPage({
      'GET /api/roster/days': () => json([]),
      'GET /api/roster/mine': () => noDuties(null, [], [wanted]),
      'POST /api/roster/cover/c1/accept': () =>
        json({ error: { code: 'covered', message: 'Sorry, someone has already covered this duty.' } }, 409),
    });
    await user.click(await screen.findByRole('button', { name: 'Cover Guard on Saturday, 5 December 2026' }));
    const dialog = await dialogNamed('Confirm Action');
    expect(dialog).toHaveTextContent('Cover Ann’s duty as Guard on Saturday, 5 December 2026? It becomes yours.');
    await user.click(within(dialog).getByRole('button', { hidden: true, name: 'Confirm' }));
    expect(await screen.findByText('Sorry, someone has already covered this duty.')).toBeInTheDocument();
  });
});
