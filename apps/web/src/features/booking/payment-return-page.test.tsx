import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { paymentReturnWords } from '@lmr/shared/booking';
import { fakeServer, json } from '../../../test/fake-server.ts';
import PaymentReturnPage from './payment-return-page.tsx';

afterEach(() => {
  window.location.hash = '';
});

const REFERENCE = 'AbCdEfGhIjKlMnOpQrStUv';

/** Back from Stripe with a checkout id; the server answers each check with the next of `states`. */
function comeBack(...states: string[]) {
  const calls = fakeServer({
    'POST /api/payments/check': () => json({ state: states.shift(), purpose: 'booking', reference: 'order-id' }),
  });
  // The reference comes in the fragment, which the browser keeps to itself.
  window.location.hash = `#ref=${REFERENCE}`;
  render(
    <MemoryRouter initialEntries={['/book/return?session=cs_test_1']}>
      <Routes>
        <Route path="/book/return" element={<PaymentReturnPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return calls;
}

describe('the page a buyer comes back to from paying online', () => {
  it('asks the server about this checkout and, once Stripe says paid, says so with the booking reference', async () => {
    const calls = comeBack('paid');
    expect(await screen.findByText(paymentReturnWords.paid)).toBeInTheDocument();
    expect(screen.getByText(REFERENCE)).toBeInTheDocument();
    expect(calls).toEqual([{ call: 'POST /api/payments/check', body: { sessionId: 'cs_test_1' } }]);
  });

  it('says “still waiting” while the checkout is open, and checks again when asked', async () => {
    const user = userEvent.setup();
    comeBack('open', 'paid');
    expect(await screen.findByText(paymentReturnWords.open)).toBeInTheDocument();
    expect(screen.queryByText(REFERENCE)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: paymentReturnWords.checkAgain }));
    expect(await screen.findByText(paymentReturnWords.paid)).toBeInTheDocument();
  });

  it('says the seats were released when the checkout expired, with a way to book again', async () => {
    comeBack('expired');
    expect(await screen.findByText(paymentReturnWords.expired)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: paymentReturnWords.bookAgain })).toHaveAttribute('href', '/book');
  });
});
