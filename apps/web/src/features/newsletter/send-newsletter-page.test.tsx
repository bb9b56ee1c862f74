import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { feedbackMessages, newsletterFieldHints } from '@lmr/shared/messages';
import { json } from '../../../test/fake-server.ts';
import SendNewsletterPage from './send-newsletter-page.tsx';

/** The server as the admin's browser reaches it: the newsletter goes to every subscriber, `failed` of them refused. */
function server(failed: number) {
  // A new id each time: the screens share one query cache, as in the browser.
  const id = `newsletter-${failed}`;
  const progress = {
    id,
    title: 'Spring',
    subject: 'Spring news',
    createdAt: '2026-04-01T10:00:00.000Z',
    total: 3,
    sent: 3 - failed,
    failed,
    pending: 0,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.endsWith('/api/role')) return new Response('admin', { headers: { 'content-type': 'text/plain' } });
      if (url.endsWith('/api/send-newsletter') && init?.method === 'POST') return json({ id, total: 3 }, 202);
      if (url.endsWith(`/api/admin/newsletters/${id}`)) return json(progress);
      if (url.endsWith('/api/admin/newsletters')) return json([]);
      if (url.endsWith('/api/admin/subscribers')) return json({ total: 4, active: 3, subscribers: [] });
      return json({ error: { code: 'not_found', message: 'Not found.' } }, 404);
    }),
  );
}
async function send() {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <SendNewsletterPage />
    </MemoryRouter>,
  );
  await writeAndSend(user);
  return user;
}

async function writeAndSend(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/^Title/), 'Spring');
  await user.type(screen.getByLabelText(/^Subject/), 'Spring news');
  await user.type(
    screen.getByLabelText(/^Message/),
    'Trains run every Sunday from Easter, and on bank holidays through the summer.',
  );
  await user.click(screen.getByRole('button', { name: 'Send' }));
}

// jsdom has no showModal(), so the dialog's buttons count as hidden there; newsletter.spec.ts presses them in the browser.
const inDialog = (name: string) =>
  within(document.querySelector('dialog')!).getByRole('button', { name, hidden: true });

async function sendAndConfirm() {
  const user = await send();
  expect(await screen.findByText('Send “Spring news” to 3 subscribers?')).toBeInTheDocument();
  await user.click(inDialog('Confirm'));
}

describe('Send Newsletter', () => {
  it('asks first, naming the subject and how many active subscribers it will reach; Cancel sends nothing', async () => {
    server(0);
    const user = await send();
    expect(await screen.findByText('Send “Spring news” to 3 subscribers?')).toBeInTheDocument();
    await user.click(inDialog('Cancel'));
    expect(screen.queryByText(/Send “Spring news”/)).toBeNull();
    const posts = vi.mocked(fetch).mock.calls.filter(([url]) => String(url).endsWith('/api/send-newsletter'));
    expect(posts).toHaveLength(0);
  });

  it("says the spec's words once every mail has gone, with the count", async () => {
    server(0);
    await sendAndConfirm();
    expect(
      await screen.findByText('The newsletter has been sent successfully. Sent to 3 subscribers, none failed.'),
    ).toHaveAttribute('role', 'status');
    expect(screen.getByRole('link', { name: 'Newsletters sent' })).toHaveAttribute('href', '#history-heading');
  });

  it('does not call a newsletter some people did not get a success', async () => {
    server(1);
    await sendAndConfirm();
    expect(await screen.findByText('Sent to 2 of 3 subscribers; 1 could not be delivered.')).toBeInTheDocument();
    expect(screen.queryByText(/sent successfully/)).toBeNull();
  });
});

/** The compose id of each send the screen made. */
const composeIds = () =>
  vi
    .mocked(fetch)
    .mock.calls.filter(([url, init]) => String(url).endsWith('/api/send-newsletter') && init?.method === 'POST')
    .map(([, init]) => (JSON.parse(String(init!.body)) as { composeId?: string }).composeId);

describe('sending once', () => {
  it('sends the id the form was given, the same one again after a refusal, and shows the server’s words', async () => {
    server(0);
    const answer = vi.mocked(fetch).getMockImplementation()!;
    const refusal = { code: 'already_sent', message: feedbackMessages.newsletterAlreadySent };
    vi.mocked(fetch).mockImplementation(async (input, init) =>
      String(input).endsWith('/api/send-newsletter') ? json({ error: refusal }, 409) : answer(input, init),
    );
    const user = await send();
    await user.click(inDialog('Confirm'));
    expect(await screen.findByText(feedbackMessages.newsletterAlreadySent)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.click(inDialog('Confirm'));
    await vi.waitFor(() => expect(composeIds()).toHaveLength(2));
    const [first, second] = composeIds();
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(second).toBe(first);
  });

  it('gives the next newsletter, written after a send, an id of its own', async () => {
    server(0);
    const user = await send();
    await user.click(inDialog('Confirm'));
    await screen.findByText(/sent successfully/);
    await writeAndSend(user);
    await user.click(inDialog('Confirm'));
    await vi.waitFor(() => expect(composeIds()).toHaveLength(2));
    expect(new Set(composeIds()).size).toBe(2);
  });
});

describe('the newsletter form', () => {
  it('shows each limit before anything is typed', async () => {
    server(0);
    render(
      <MemoryRouter>
        <SendNewsletterPage />
      </MemoryRouter>,
    );
    expect(await screen.findByLabelText('Title')).toHaveAccessibleDescription(
      `${newsletterFieldHints.title} At most 200 characters. 0 characters so far.`,
    );
    expect(screen.getByLabelText('Subject')).toHaveAccessibleDescription(
      `${newsletterFieldHints.subject} At most 200 characters. 0 characters so far.`,
    );
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription(
      'More than 50 characters, at most 10,000. 0 characters so far.',
    );
  });

  it('puts a refusal’s field message on its field and its words in the alert', async () => {
    server(0);
    const refusal = { code: 'bad_request', message: 'Please check the form.', fields: { subject: 'Too spammy.' } };
    const answer = vi.mocked(fetch).getMockImplementation()!;
    vi.mocked(fetch).mockImplementation(async (input, init) =>
      String(input).endsWith('/api/admin/newsletter-test') ? json({ error: refusal }, 400) : answer(input, init),
    );
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <SendNewsletterPage />
      </MemoryRouter>,
    );
    await user.type(await screen.findByLabelText('Title'), 'Spring');
    await user.type(screen.getByLabelText('Subject'), 'Spring news');
    await user.type(screen.getByLabelText('Message'), 'Trains run every Sunday from Easter, and on bank holidays too.');
    await user.click(screen.getByRole('button', { name: 'Send test to me' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please check the form.');
    expect(screen.getByLabelText('Subject')).toHaveAccessibleDescription(
      `${newsletterFieldHints.subject} At most 200 characters. 11 characters so far. Too spammy.`,
    );
  });
});

describe('the draft', () => {
  const page = () =>
    render(
      <MemoryRouter>
        <SendNewsletterPage />
      </MemoryRouter>,
    );

  it('is kept when the admin leaves the screen and comes back, and gone once the newsletter is sent', async () => {
    server(0);
    const user = userEvent.setup();
    const first = page();
    await user.type(await screen.findByLabelText('Title'), 'Spring');
    await user.type(screen.getByLabelText('Subject'), 'Spring news');
    await user.type(screen.getByLabelText('Message'), 'Half written');
    first.unmount();

    page();
    expect(await screen.findByLabelText('Title')).toHaveValue('Spring');
    expect(screen.getByLabelText('Subject')).toHaveValue('Spring news');
    expect(screen.getByLabelText('Message')).toHaveValue('Half written');
    await user.type(screen.getByLabelText('Message'), ': trains run every Sunday from Easter, and on bank holidays.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.click(inDialog('Confirm'));
    await screen.findByText(/sent successfully/);
    expect(screen.getByLabelText('Title')).toHaveValue('');
    cleanup();

    page();
    expect(await screen.findByLabelText('Title')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });
});
