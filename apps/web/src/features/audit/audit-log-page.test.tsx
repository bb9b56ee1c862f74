import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, json } from '../../../test/fake-server.ts';
import AuditLogPage from './audit-log-page.tsx';

const entry = {
  id: 7,
  at: '2026-05-01T09:30:00.000Z',
  actorEmail: 'admin@example.org',
  actorName: 'Juan Kelly',
  action: 'added a bank holiday',
  method: 'POST',
  path: '/api/admin/timetable/bank-holidays',
  status: 201,
  ip: '127.0.0.1',
  details: '',
};

function renderPage() {
  render(
    <MemoryRouter>
      <AuditLogPage />
    </MemoryRouter>,
  );
}

describe('the audit log filters', () => {
  it('labels each filter, shows the words’ limit before typing, and sends what was typed', async () => {
    const user = userEvent.setup();
    fakeServer({ 'GET /api/admin/audit': () => json({ entries: [entry], more: false }) });
    renderPage();
    expect(await screen.findByText(/added a bank holiday/)).toBeInTheDocument();
    const words = screen.getByLabelText('Words (person, action, event, address)');
    expect(words).toHaveAccessibleDescription('At most 200 characters. 0 characters so far.');
    expect(screen.getByLabelText('From')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('To')).toHaveAttribute('type', 'date');
    await user.type(words, 'Kelly');
    expect(words).toHaveAccessibleDescription('At most 200 characters. 5 characters so far.');
    const fetches = vi.mocked(fetch).mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await vi.waitFor(() => expect(vi.mocked(fetch).mock.calls.length).toBe(fetches + 1));
    // Only the filters given: an empty one is left out of the address, not sent as `from=`.
    expect(String(vi.mocked(fetch).mock.calls.at(-1)![0])).toMatch(/\/api\/admin\/audit\?q=Kelly$/);
  });

  it('puts a refused date’s message on its field and the refusal in the alert', async () => {
    fakeServer({
      'GET /api/admin/audit': () =>
        json(
          {
            error: {
              code: 'bad_request',
              message: 'Please check the filters.',
              fields: { from: 'Use a date like 2026-05-01.' },
            },
          },
          400,
        ),
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please check the filters.');
    const from = screen.getByLabelText('From');
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(from).toHaveAccessibleDescription('Use a date like 2026-05-01.');
  });

  it('checks the filters with the server’s query schema before searching, and sends only those given', async () => {
    const user = userEvent.setup();
    fakeServer({ 'GET /api/admin/audit': () => json({ entries: [entry], more: false }) });
    renderPage();
    expect(await screen.findByText(/added a bank holiday/)).toBeInTheDocument();
    const fetches = vi.mocked(fetch).mock.calls.length;
    // More than the browser lets anyone type, as a script or an old browser might send.
    fireEvent.change(screen.getByLabelText('Words (person, action, event, address)'), {
      target: { value: 'x'.repeat(201) },
    });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('At most 200 characters (this has 201)')).toBeInTheDocument();
    expect(vi.mocked(fetch).mock.calls.length).toBe(fetches);

    await user.clear(screen.getByLabelText('Words (person, action, event, address)'));
    await user.type(screen.getByLabelText('Words (person, action, event, address)'), ' Kelly ');
    await user.type(screen.getByLabelText('To'), '2026-05-01');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await vi.waitFor(() => expect(vi.mocked(fetch).mock.calls.length).toBe(fetches + 1));
    expect(String(vi.mocked(fetch).mock.calls.at(-1)![0])).toMatch(/\/api\/admin\/audit\?q=Kelly&to=2026-05-01$/);
  });
});

describe('an entry', () => {
  it('reads as a sentence in plain words, without the developer’s words for the call', async () => {
    const assigned = {
      ...entry,
      id: 8,
      action: 'gave a volunteer a duty',
      path: '/api/admin/roster/assignments',
      details: 'Bob Quayle as Driver on Saturday 28 June 2026',
    };
    const refused = { ...entry, id: 6, action: 'removed a bank holiday', method: 'DELETE', status: 404 };
    fakeServer({ 'GET /api/admin/audit': () => json({ entries: [assigned, refused], more: false }) });
    renderPage();
    const [first, second] = await screen.findAllByRole('listitem');
    expect(first).toHaveTextContent(
      /^Juan Kelly gave a volunteer a duty: Bob Quayle as Driver on Saturday 28 June 2026/,
    );
    expect(second).toHaveTextContent(/^Juan Kelly removed a bank holiday \(refused, nothing changed\)/);
    expect(document.body.textContent).not.toMatch(/If-Match|answer \d|(GET|POST|PUT|DELETE) \/api/);
  });
});

describe('an entry no person made', () => {
  it('names who made it (a payment provider’s webhook) and shows no empty e-mail address', async () => {
    const webhook = {
      ...entry,
      actorEmail: '',
      actorName: 'stripe (signed webhook)',
      action: 'recorded an online payment as paid',
      details: 'booking LMR-1: £31.75, now paid',
    };
    fakeServer({ 'GET /api/admin/audit': () => json({ entries: [webhook], more: false }) });
    renderPage();
    const what = await screen.findByText(/recorded an online payment as paid/);
    expect(what).toHaveTextContent('stripe (signed webhook) recorded an online payment as paid: booking LMR-1');
    expect(what.nextElementSibling!.textContent).toMatch(/^[^·]+ · from 127\.0\.0\.1$/);
  });
});
