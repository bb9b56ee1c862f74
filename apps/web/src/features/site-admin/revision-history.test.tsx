import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, json } from '../../../test/fake-server.ts';
import { withQueryClient } from '../../lib/query-client.tsx';
import { RevisionHistory } from './revision-history.tsx';

const revision = (id: number) => ({ id, author: 'Ann', createdAt: '2026-11-20T10:00:00Z', note: 'Published' });
const History = withQueryClient(RevisionHistory);

/** The addresses of the comparisons asked for, with their query. */
const diffsAsked = () =>
  vi
    .mocked(fetch)
    .mock.calls.map(([input]) => String(input))
    .filter((address) => address.includes('/diff'));

function showHistory() {
  fakeServer({
    'GET /api/admin/site/items/books/revisions': () => json([revision(3), revision(2), revision(1)]),
    'GET /api/admin/site/items/books/revisions/1/diff': () => json([{ change: 'added', text: 'The Wheel' }]),
  });
  render(<History itemKey="books" onRestore={() => {}} />);
}

describe('comparing revisions', () => {
  it('asks for the changes between the two revisions chosen, and shows them', async () => {
    const user = userEvent.setup();
    showHistory();
    await user.selectOptions(await screen.findByLabelText('From'), 'Revision 1');
    await user.selectOptions(screen.getByLabelText('To'), 'Revision 3');
    await user.click(screen.getByRole('button', { name: 'Show the changes' }));

    expect(await screen.findByText('Changes from revision 1 to revision 3')).toBeInTheDocument();
    expect(diffsAsked()).toEqual(['/api/admin/site/items/books/revisions/1/diff?against=3']);
  });

  it("says the shared schema's words on a revision it cannot take, and asks nothing", async () => {
    const user = userEvent.setup();
    showHistory();
    fireEvent.change(await screen.findByLabelText('To'), { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: 'Show the changes' }));

    expect(await screen.findByText('Not a revision.')).toBeInTheDocument();
    expect(screen.getByLabelText('To')).toHaveAccessibleDescription('Not a revision.');
    expect(diffsAsked()).toEqual([]);
  });
});
