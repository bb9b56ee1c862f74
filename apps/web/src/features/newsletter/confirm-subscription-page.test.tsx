import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { feedbackMessages } from '@lmr/shared/messages';
import { fakeServer, json } from '../../../test/fake-server.ts';
import ConfirmSubscriptionPage from './confirm-subscription-page.tsx';

describe('the newsletter’s confirm page', () => {
  it('asks for Confirm until it is pressed, then says only that the subscription is confirmed', async () => {
    const user = userEvent.setup();
    fakeServer({ 'POST /api/confirm-subscription': () => json({ message: 'Confirmed.' }) });
    render(
      <MemoryRouter initialEntries={['/newsletter/confirm/abc']}>
        <Routes>
          <Route path="/newsletter/confirm/:id" element={<ConfirmSubscriptionPage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByText(/Press Confirm/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(feedbackMessages.subscriptionConfirmed)).toBeInTheDocument();
    expect(screen.queryByText(/Press Confirm/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
  });
});
