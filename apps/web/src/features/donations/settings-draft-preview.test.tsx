import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeServer, json } from '../../../test/fake-server.ts';
import DonatePage from './donate-page.tsx';

const page = { title: 'Donate', description: 'Help the railway', html: '<p>Thank you.</p>', picture: '' };
const bank = { accountName: '', sortCode: '', accountNumber: '', reference: '' };
const published = { donation: { target: 0, purpose: '', paymentUrl: '', bank }, membership: [] };
const draft = {
  ...published,
  donation: {
    ...published.donation,
    bank: { ...bank, accountName: 'Laxey Mines Railway Trust', sortCode: '12-34-56' },
  },
};

function renderDonate(address: string) {
  fakeServer({
    'GET /api/site/pages/donate': () => json(page),
    'GET /api/site/settings': () => json(published),
    'GET /api/admin/site/items/settings': () =>
      json({ key: 'settings', published, draft, version: 4, updatedBy: 'Ann', updatedAt: '2026-11-26T10:00:00Z' }),
  });
  render(
    <MemoryRouter initialEntries={[address]}>
      <DonatePage />
    </MemoryRouter>,
  );
}

describe('the Site settings’ draft, previewed on a page that shows them', () => {
  it('shows the draft bank details at ?preview, with the draft notice', async () => {
    renderDonate('/donate?preview');
    expect(await screen.findByText('Laxey Mines Railway Trust')).toBeInTheDocument();
    expect(screen.getByText(/Draft preview: visitors do not see these changes/)).toBeInTheDocument();
  });

  it('shows visitors what is published: no bank details, no notice', async () => {
    renderDonate('/donate');
    expect(await screen.findByText('Thank you.')).toBeInTheDocument();
    expect(screen.queryByText('Laxey Mines Railway Trust')).not.toBeInTheDocument();
    expect(screen.queryByText(/Draft preview/)).not.toBeInTheDocument();
  });
});
