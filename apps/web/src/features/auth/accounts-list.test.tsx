import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Account } from '@lmr/shared/accounts';
import { feedbackMessages } from '@lmr/shared/messages';
import { withQueryClient } from '../../lib/query-client.tsx';
import { fakeServer, json } from '../../../test/fake-server.ts';
import { AccountsList } from './accounts-list.tsx';

const List = withQueryClient(AccountsList);
const rhona: Account = {
  id: 'a1',
  name: 'Rhona Cain',
  email: 'rhona@example.org',
  role: 'volunteer',
  status: 'active',
};

describe('removing an account', () => {
  it('asks first in the site’s dialog, by name; Cancel removes nothing and Confirm removes it', async () => {
    const user = userEvent.setup();
    const calls = fakeServer({
      'GET /api/accounts': () => json([rhona]),
      'DELETE /api/accounts/a1': () => json({ message: feedbackMessages.accountRemoved }),
    });
    render(<List />);
    await user.click(await screen.findByRole('button', { name: 'Remove: Rhona Cain' }));
    // jsdom has no showModal(): the dialog is in the page but not marked open, so it is found among hidden ones.
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(within(dialog).getByRole('heading', { hidden: true })).toHaveTextContent('Confirm Action');
    expect(dialog).toHaveTextContent(
      'Are you sure you want to remove the account of Rhona Cain? They will be logged out at once.',
    );
    await user.click(within(dialog).getByRole('button', { hidden: true, name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.call.startsWith('DELETE'))).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Remove: Rhona Cain' }));
    await user.click(
      within(screen.getByRole('dialog', { hidden: true })).getByRole('button', { hidden: true, name: 'Confirm' }),
    );
    expect(await screen.findByText(feedbackMessages.accountRemoved)).toBeInTheDocument();
    expect(calls.filter((c) => c.call.startsWith('DELETE')).map((c) => c.call)).toEqual(['DELETE /api/accounts/a1']);
  });
});
