import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { type AdminTimetable, railwayToday, type RunningDay, timetableHorizon } from '@lmr/shared/timetable';
import { fakeServer, json } from '../../../test/fake-server.ts';
import AdminTimetablePage from './admin-timetable-page.tsx';
import { monthName } from './month-calendar.tsx';

const timetable: AdminTimetable = {
  patterns: [
    {
      id: '4b1e0c52-8a44-4c5e-9d53-7f0f4a1f7c01',
      name: 'Standard Saturday',
      opens: '11:00',
      closes: '16:30',
      departures: { kind: 'interval', first: '11:00', last: '16:20', everyMinutes: 10 },
      fares: { adult: 300, child: 150, family: 800, membersFree: true },
      note: '',
    },
  ],
  rules: [],
  extraDays: [],
  bankHolidays: [],
  changes: [],
  days: [],
};

function renderPage() {
  render(
    <MemoryRouter>
      <AdminTimetablePage />
    </MemoryRouter>,
  );
}

describe('the timetable admin’s forms', () => {
  it('labels the times, fares and choices of a pattern, with the usual values to start from', async () => {
    fakeServer({ 'GET /api/admin/timetable': () => json(timetable) });
    renderPage();
    const form = within(await screen.findByRole('form', { name: 'Add a pattern' }));
    expect(form.getByLabelText('Opens')).toHaveAttribute('type', 'time');
    expect(form.getByLabelText('Opens')).toHaveValue('11:00');
    expect(form.getByLabelText('Closes')).toHaveValue('16:30');
    expect(form.getByRole('radio', { name: 'A train every few minutes' })).toBeChecked();
    expect(form.getByLabelText('A train every (minutes)')).toHaveValue(10);
    for (const fare of ['Adult fare (£)', 'Child fare (£)', 'Family fare (£)'])
      expect(form.getByLabelText(fare)).toHaveAttribute('type', 'number');
    expect(form.getByRole('checkbox', { name: 'Members ride free' })).toBeChecked();
    expect(form.getByLabelText('Note')).toHaveAccessibleDescription('At most 300 characters. 0 characters so far.');
  });

  it('sends a season rule with the days ticked, and shows a refusal’s words in the alert', async () => {
    const user = userEvent.setup();
    const calls = fakeServer({
      'GET /api/admin/timetable': () => json(timetable),
      'POST /api/admin/timetable/rules': () =>
        json(
          {
            error: {
              code: 'bad_request',
              message: 'Please check the rule.',
              fields: { ends: 'The season ends before it starts.' },
            },
          },
          400,
        ),
    });
    renderPage();
    const form = within(await screen.findByRole('form', { name: 'Add a season rule' }));
    await user.type(form.getByLabelText('Name'), 'Saturdays');
    await user.type(form.getByLabelText('From'), '2026-04-01');
    await user.type(form.getByLabelText('To'), '2026-09-30');
    await user.click(form.getByRole('checkbox', { name: 'Saturday' }));
    await user.click(form.getByRole('checkbox', { name: 'And the bank holidays in between' }));
    await user.click(form.getByRole('button', { name: 'Add the rule' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please check the rule. The season ends before it starts.',
    );
    expect(calls.find((c) => c.call === 'POST /api/admin/timetable/rules')?.body).toEqual({
      label: 'Saturdays',
      patternId: timetable.patterns[0]!.id,
      starts: '2026-04-01',
      ends: '2026-09-30',
      weekdays: ['SA'],
      includeBankHolidays: true,
      exceptions: [],
    });
  });

  it('says how long a rule may be and how far ahead the timetable reaches before saving, and takes no later date', async () => {
    fakeServer({ 'GET /api/admin/timetable': () => json(timetable) });
    renderPage();
    const rules = within(await screen.findByRole('form', { name: 'Add a season rule' }));
    const latest = timetableHorizon().to;
    const inWords = new Date(`${latest}T00:00:00Z`).toLocaleDateString('en-GB', { dateStyle: 'long', timeZone: 'UTC' });
    expect(rules.getByText(/at most 366 days from its first date to its last/)).toHaveTextContent(
      `The timetable reaches 2 years ahead: up to ${inWords}.`,
    );
    expect(rules.getByLabelText('From')).toHaveAttribute('max', latest);
    expect(rules.getByLabelText('To')).toHaveAttribute('max', latest);
    const day = within(screen.getByRole('form', { name: 'Add a single running day' }));
    expect(day.getByText(`The timetable reaches 2 years ahead: up to ${inWords}.`)).toBeInTheDocument();
    expect(day.getByLabelText('Date')).toHaveAttribute('max', latest);
  });
});

const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** Running days on the Standard Saturday pattern, `offsets` days from today (negative: in the past). */
function withDays(offsets: number[], status: RunningDay['status'] = 'scheduled'): AdminTimetable {
  const today = railwayToday();
  const base = { ...timetable.patterns[0]!, patternName: 'Standard Saturday', frequency: '', reason: '' };
  return {
    ...timetable,
    days: offsets.map((n) => ({ ...base, date: addDays(today, n), departures: [], status })),
  };
}

describe('the timetable editor’s days', () => {
  it('starts the choice of a day to change at today, not among the days of the past year', async () => {
    const today = railwayToday();
    fakeServer({ 'GET /api/admin/timetable': () => json(withDays([-300, -80, -1, 0, 6])) });
    renderPage();
    const day = await screen.findByRole('combobox', { name: 'Running day' });
    expect(day).toHaveValue(today);
    expect(
      within(day)
        .getAllByRole('option')
        .map((o) => (o as HTMLOptionElement).value),
    ).toEqual([today, addDays(today, 6)]);
  });

  it('shows the season a month at a time, each running day with its pattern, moved by buttons or arrow keys', async () => {
    const user = userEvent.setup();
    const today = railwayToday();
    const inAMonth = addDays(`${today.slice(0, 7)}-15`, 31);
    const ahead = (Date.parse(inAMonth) - Date.parse(today)) / 86_400_000;
    fakeServer({ 'GET /api/admin/timetable': () => json(withDays([-40, 0, ahead])) });
    renderPage();
    const season = within(await screen.findByRole('region', { name: 'The season by month' }));
    const thisMonth = season.getByRole('table');
    expect(thisMonth).toHaveAccessibleName(monthName(today.slice(0, 7)));
    expect(within(thisMonth).getByRole('cell', { name: `${Number(today.slice(8))}: Standard Saturday` })).toBeVisible();
    expect(season.getByRole('list', { name: 'Patterns in the calendar' })).toHaveTextContent('A Standard Saturday');

    await user.click(season.getByRole('button', { name: 'Next month' }));
    const next = season.getByRole('table');
    expect(next).toHaveAccessibleName(monthName(inAMonth.slice(0, 7)));
    expect(within(next).getByRole('cell', { name: `${Number(inAMonth.slice(8))}: Standard Saturday` })).toBeVisible();

    // The last month's Next is off, so the month itself takes the keys.
    season.getByRole('group', { name: /arrow keys change the month/ }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(season.getByRole('table')).toHaveAccessibleName(monthName(today.slice(0, 7)));
    await user.keyboard('{ArrowRight}');
    expect(season.getByRole('table')).toHaveAccessibleName(monthName(inAMonth.slice(0, 7)));
  });
});

describe('the forms that add one dated thing', () => {
  it('check a bank holiday and a single running day with the server’s schema before sending', async () => {
    const user = userEvent.setup();
    const calls = fakeServer({
      'GET /api/admin/timetable': () => json(timetable),
      'POST /api/admin/timetable/days': () => json({ date: '2027-08-14' }, 201),
    });
    renderPage();
    const holiday = within(await screen.findByRole('form', { name: 'Add a bank holiday' }));
    await user.click(holiday.getByRole('button', { name: 'Add the bank holiday' }));
    expect(await holiday.findByText('Please name the holiday.')).toBeInTheDocument();
    expect(holiday.getByText('Please give a date as YYYY-MM-DD.')).toBeInTheDocument();
    expect(holiday.getByLabelText(/Name/)).toHaveAccessibleDescription(
      'At most 80 characters. 0 characters so far. Please name the holiday.',
    );

    const day = within(screen.getByRole('form', { name: 'Add a single running day' }));
    const tooLate = addDays(timetableHorizon().to, 1);
    await user.type(day.getByLabelText(/Date/), tooLate);
    await user.click(day.getByRole('button', { name: 'Add the day' }));
    expect(await day.findByText(/^The timetable reaches 2 years ahead/, { selector: '.field-error' })).toBeVisible();
    expect(calls.filter((c) => c.call.startsWith('POST'))).toEqual([]);

    await user.clear(day.getByLabelText(/Date/));
    await user.type(day.getByLabelText(/Date/), '2027-08-14');
    await user.click(day.getByRole('button', { name: 'Add the day' }));
    expect(await screen.findByText('The running day is added.')).toBeInTheDocument();
    expect(calls.find((c) => c.call === 'POST /api/admin/timetable/days')?.body).toEqual({
      date: '2027-08-14',
      patternId: timetable.patterns[0]!.id,
    });
    // Emptied when it worked, with the pattern back at its first choice for the next day.
    await vi.waitFor(() => expect(day.getByLabelText(/Date/)).toHaveValue(''));
    await user.type(day.getByLabelText(/Date/), '2027-08-21');
    await user.click(day.getByRole('button', { name: 'Add the day' }));
    await vi.waitFor(() =>
      expect(calls.filter((c) => c.call === 'POST /api/admin/timetable/days').at(-1)?.body).toEqual({
        date: '2027-08-21',
        patternId: timetable.patterns[0]!.id,
      }),
    );
  });
});

describe('the timetable’s other forms, checked with the server’s schema', () => {
  it('refuses a season rule the server would refuse before sending it, and sends the exceptions as a list', async () => {
    const user = userEvent.setup();
    const calls = fakeServer({
      'GET /api/admin/timetable': () => json(timetable),
      'POST /api/admin/timetable/rules': () => json({ id: timetable.patterns[0]!.id }, 201),
    });
    renderPage();
    const form = within(await screen.findByRole('form', { name: 'Add a season rule' }));
    await user.type(form.getByLabelText(/Name/), 'Saturdays');
    await user.type(form.getByLabelText(/From/), '2027-04-01');
    await user.type(form.getByLabelText(/To/), '2027-09-30');
    await user.type(form.getByLabelText(/Except these dates/), '2027-05-01, 2027-02-30');
    await user.click(form.getByRole('button', { name: 'Add the rule' }));
    expect(await form.findByText('Please choose at least one day of the week.')).toBeInTheDocument();
    expect(form.getByText('That date does not exist.')).toBeInTheDocument();
    expect(calls.filter((c) => c.call.startsWith('POST'))).toEqual([]);

    await user.click(form.getByRole('checkbox', { name: 'Saturday' }));
    await user.click(form.getByRole('checkbox', { name: 'Sunday' }));
    await user.clear(form.getByLabelText(/Except these dates/));
    await user.type(form.getByLabelText(/Except these dates/), '2027-05-01, 2027-05-08');
    await user.click(form.getByRole('button', { name: 'Add the rule' }));
    expect(await screen.findByText('The season rule is added.')).toBeInTheDocument();
    expect(calls.find((c) => c.call === 'POST /api/admin/timetable/rules')?.body).toEqual({
      label: 'Saturdays',
      patternId: timetable.patterns[0]!.id,
      starts: '2027-04-01',
      ends: '2027-09-30',
      weekdays: ['SA', 'SU'],
      includeBankHolidays: false,
      exceptions: ['2027-05-01', '2027-05-08'],
    });
  });

  it('asks for the new hours of a changed day before sending, and leaves out times a cancellation has not', async () => {
    const user = userEvent.setup();
    const today = railwayToday();
    const calls = fakeServer({
      'GET /api/admin/timetable': () => json(withDays([0, 6])),
      [`PUT /api/admin/timetable/changes/${addDays(today, 6)}`]: () => json({ date: addDays(today, 6) }),
      [`PUT /api/admin/timetable/changes/${today}`]: () => json({ date: today }),
    });
    renderPage();
    const form = within(await screen.findByRole('form', { name: 'Change a running day' }));
    await user.selectOptions(form.getByLabelText(/Running day/), addDays(today, 6));
    await user.selectOptions(form.getByLabelText('What happens'), 'changed');
    await user.type(form.getByLabelText(/Reason/), 'gala');
    await user.type(form.getByLabelText('New opening time (changed hours only)'), '12:00');
    await user.click(form.getByRole('button', { name: 'Save the change' }));
    expect(await form.findByText('Please give the new hours, closing after opening.')).toBeInTheDocument();
    expect(calls.filter((c) => c.call.startsWith('PUT'))).toEqual([]);

    await user.type(form.getByLabelText('New closing time (changed hours only)'), '18:00');
    await user.click(form.getByRole('button', { name: 'Save the change' }));
    expect(await screen.findByText('The change is saved and shown on the site.')).toBeInTheDocument();
    expect(calls.find((c) => c.call.startsWith('PUT'))).toEqual({
      call: `PUT /api/admin/timetable/changes/${addDays(today, 6)}`,
      body: { status: 'changed', reason: 'gala', opens: '12:00', closes: '18:00' },
    });

    await vi.waitFor(() => expect(form.getByLabelText(/Reason/)).toHaveValue(''));
    await user.type(form.getByLabelText(/Reason/), ' high winds ');
    await user.click(form.getByRole('button', { name: 'Save the change' }));
    await vi.waitFor(() =>
      expect(calls.filter((c) => c.call.startsWith('PUT')).at(-1)).toEqual({
        call: `PUT /api/admin/timetable/changes/${today}`,
        body: { status: 'cancelled', reason: 'high winds' },
      }),
    );
  });

  it('checks a pattern with the server’s schema before sending, with fares in pounds sent as pence', async () => {
    const user = userEvent.setup();
    const calls = fakeServer({
      'GET /api/admin/timetable': () => json(timetable),
      'POST /api/admin/timetable/patterns': () => json({ id: timetable.patterns[0]!.id }, 201),
    });
    renderPage();
    const form = within(await screen.findByRole('form', { name: 'Add a pattern' }));
    await user.type(form.getByLabelText(/^Name/), 'Ghost Trains evening');
    await user.clear(form.getByLabelText(/^Opens/));
    await user.type(form.getByLabelText(/^Opens/), '17:00');
    await user.clear(form.getByLabelText(/^Closes/));
    await user.type(form.getByLabelText(/^Closes/), '16:00');
    await user.click(form.getByRole('radio', { name: 'At set times' }));
    await user.type(form.getByLabelText(/Departure times/), '17:00, 25:30');
    await user.type(form.getByLabelText(/Adult fare/), '3.50');
    await user.type(form.getByLabelText(/Child fare/), '1.75');
    await user.type(form.getByLabelText(/Family fare/), '9');
    await user.click(form.getByRole('button', { name: 'Add the pattern' }));
    expect(await form.findByText('Please give a time as HH:MM, for example 11:00.')).toBeInTheDocument();
    expect(calls.filter((c) => c.call.startsWith('POST'))).toEqual([]);

    await user.clear(form.getByLabelText(/Departure times/));
    await user.type(form.getByLabelText(/Departure times/), '17:00, 17:30');
    await user.click(form.getByRole('button', { name: 'Add the pattern' }));
    expect(await form.findByText('The railway must close after it opens.')).toBeInTheDocument();
    expect(calls.filter((c) => c.call.startsWith('POST'))).toEqual([]);

    await user.clear(form.getByLabelText(/^Closes/));
    await user.type(form.getByLabelText(/^Closes/), '19:00');
    await user.click(form.getByRole('button', { name: 'Add the pattern' }));
    expect(await screen.findByText('The pattern is added.')).toBeInTheDocument();
    expect(calls.find((c) => c.call === 'POST /api/admin/timetable/patterns')?.body).toEqual({
      name: 'Ghost Trains evening',
      opens: '17:00',
      closes: '19:00',
      departures: { kind: 'list', times: ['17:00', '17:30'] },
      fares: { adult: 350, child: 175, family: 900, membersFree: true },
      note: '',
    });
    // Emptied when it worked, for the next pattern.
    await vi.waitFor(() => expect(screen.getByRole('form', { name: 'Add a pattern' })).toBeInTheDocument());
    expect(within(screen.getByRole('form', { name: 'Add a pattern' })).getByLabelText(/^Name/)).toHaveValue('');
  });

  it('fills the form with the pattern being changed and sends it whole, changed', async () => {
    const user = userEvent.setup();
    const saturday = timetable.patterns[0]!;
    const calls = fakeServer({
      'GET /api/admin/timetable': () => json(timetable),
      [`PUT /api/admin/timetable/patterns/${saturday.id}`]: () => json({ id: saturday.id }),
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Change Standard Saturday' }));
    const form = within(screen.getByRole('form', { name: 'Change the pattern Standard Saturday' }));
    expect(form.getByLabelText(/Adult fare/)).toHaveValue(3);
    await user.clear(form.getByLabelText(/A train every \(minutes\)/));
    await user.type(form.getByLabelText(/A train every \(minutes\)/), '0');
    await user.click(form.getByRole('button', { name: 'Save the pattern' }));
    expect(await form.findByText('At least every minute.')).toBeInTheDocument();
    expect(calls.filter((c) => c.call.startsWith('PUT'))).toEqual([]);

    await user.clear(form.getByLabelText(/A train every \(minutes\)/));
    await user.type(form.getByLabelText(/A train every \(minutes\)/), '20');
    await user.clear(form.getByLabelText(/Child fare/));
    await user.type(form.getByLabelText(/Child fare/), '1.6');
    await user.click(form.getByRole('button', { name: 'Save the pattern' }));
    expect(
      await screen.findByText('The pattern Standard Saturday is changed; its days show the change.'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.call.startsWith('PUT'))?.body).toEqual({
      name: 'Standard Saturday',
      opens: '11:00',
      closes: '16:30',
      departures: { kind: 'interval', first: '11:00', last: '16:20', everyMinutes: 20 },
      fares: { adult: 300, child: 160, family: 800, membersFree: true },
      note: '',
    });
  });
});
