import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { expect, it, vi } from 'vitest';
import { feedbackMessages } from '@lmr/shared/messages';
import { json } from '../../../test/fake-server.ts';
import SubscribersPage from './subscribers-page.tsx';

it('adds a subscriber from a paper sheet and lists them with where they agreed', async () => {
  const subscribers: object[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.endsWith('/api/admin/newsletter-settings')) return json({ doubleOptIn: true });
      if (url.endsWith('/api/admin/subscribers') && init?.method === 'POST') {
        const { email, consentSource } = JSON.parse(String(init.body)) as Record<string, string>;
        subscribers.push({
          id: '1',
          email,
          status: 'active',
          createdAt: '2026-06-14T10:00:00.000Z',
          consentForm: 'Added by an admin',
          consentWording: consentSource,
          confirmedAt: null,
        });
        return json({ message: feedbackMessages.subscriberAdded }, 201);
      }
      if (url.endsWith('/api/admin/subscribers'))
        return json({ total: subscribers.length, active: subscribers.length, subscribers });
      return json({ error: { code: 'not_found', message: 'Not found.' } }, 404);
    }),
  );
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <SubscribersPage />
    </MemoryRouter>,
  );
  await user.type(await screen.findByLabelText('E-mail'), 'ann@example.org');
  await user.type(screen.getByLabelText('Where they agreed'), 'Paper sheet at Laxey station');
  await user.click(screen.getByRole('button', { name: 'Add subscriber' }));
  expect(await screen.findByText(feedbackMessages.subscriberAdded)).toBeInTheDocument();
  expect(await screen.findByText('Added by an admin: “Paper sheet at Laxey station”')).toBeInTheDocument();
  expect(screen.getByLabelText('E-mail')).toHaveValue('');
});
