import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { donationWords, monthlyGiftWords as w } from '@lmr/shared/donation-words';
import { fakeServer, json } from '../../../test/fake-server.ts';
import MonthlyGiftPage from './monthly-gift-page.tsx';

const TOKEN = 'a'.repeat(43);
const gift = {
  amountPence: 500,
  state: 'active',
  name: 'Gil Kinvig',
  startedAt: '2026-11-01T10:00:00Z',
  stoppedAt: null,
};

afterEach(() => {
  window.location.hash = '';
});

function renderPage() {
  window.location.hash = `#token=${TOKEN}`;
  const calls = fakeServer({
    'POST /api/donations/monthly': () => json(gift),
    'POST /api/donations/monthly/amount': (body) =>
      json({ ...gift, amountPence: (body as { amountPence: number }).amountPence }),
    'POST /api/donations/monthly/stop': () => json({ ...gift, state: 'stopped', stoppedAt: '2026-11-26T10:00:00Z' }),
  });
  render(
    <MemoryRouter initialEntries={['/donate/monthly']}>
      <MonthlyGiftPage />
    </MemoryRouter>,
  );
  return calls;
}

describe('a monthly donor’s page', () => {
  it('changes the amount only once the donor says yes, then says what happened', async () => {
    const calls = renderPage();
    expect(await screen.findByText(w.summary('£5.00'))).toBeInTheDocument();
    const amount = screen.getByLabelText(w.newAmount);
    await userEvent.clear(amount);
    await userEvent.type(amount, '0.5');
    await userEvent.click(screen.getByRole('button', { name: w.change }));
    expect(await screen.findByText(donationWords.tooSmall)).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '7.50');
    await userEvent.click(screen.getByRole('button', { name: w.change }));
    expect(screen.getByText(w.confirmChange('£7.50'))).toBeInTheDocument();
    expect(calls.some((c) => c.call === 'POST /api/donations/monthly/amount')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: w.yes }));
    expect(await screen.findByText(w.changed('£7.50'))).toBeInTheDocument();
    expect(calls.find((c) => c.call === 'POST /api/donations/monthly/amount')!.body).toEqual({
      token: TOKEN,
      amountPence: 750,
    });
  });

  it('stops only once the donor says yes; "no" changes nothing', async () => {
    const calls = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: w.stop }));
    await userEvent.click(screen.getByRole('button', { name: w.no }));
    await userEvent.click(screen.getByRole('button', { name: w.stop }));
    expect(screen.getByText(w.confirmStop)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: w.yes }));
    expect(await screen.findByText(w.stoppedSummary('£5.00'))).toBeInTheDocument();
    expect(calls.filter((c) => c.call === 'POST /api/donations/monthly/stop')).toHaveLength(1);
  });
});
