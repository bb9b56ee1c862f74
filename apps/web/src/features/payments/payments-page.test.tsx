import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paymentWords } from '@lmr/shared/payment-words';
import type { PaymentSettings } from '@lmr/shared/payments';
import { fakeServer, json } from '../../../test/fake-server.ts';
import PaymentsPage from './payments-page.tsx';

const renderWith = (settings: PaymentSettings) => {
  const calls = fakeServer({
    'GET /api/admin/payment-settings': () => json(settings),
    'PUT /api/admin/payment-settings': (body) => json({ ...settings, ...(body as object) }),
  });
  render(
    <MemoryRouter>
      <PaymentsPage />
    </MemoryRouter>,
  );
  return calls;
};

describe('the payments screen', () => {
  it('says what the server needs when no provider is configured, and offers no switch', async () => {
    renderWith({ providerConfigured: false, onlinePayment: false });
    expect(await screen.findByText(paymentWords.notSetUp)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('switches online payment off once Stripe is configured', async () => {
    const calls = renderWith({ providerConfigured: true, onlinePayment: true });
    const offer = await screen.findByRole('checkbox', { name: /Offer online payment/ });
    expect(offer).toBeChecked();
    expect(screen.getByText(paymentWords.offered)).toBeInTheDocument();
    await userEvent.click(offer);
    expect(await screen.findByText(paymentWords.notOffered)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Offer online payment/ })).not.toBeChecked();
    expect(calls.at(-1)).toEqual({ call: 'PUT /api/admin/payment-settings', body: { onlinePayment: false } });
  });
});
