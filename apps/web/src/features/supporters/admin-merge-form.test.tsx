import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { supporterPageWords as w } from '@lmr/shared/supporter-words';
import { fakeServer, json } from '../../../test/fake-server.ts';
import { Alert, useTimedFeedback } from '../../components/ui/feedback.tsx';
import { useScreenActions } from '../../components/ui/screen-actions.ts';
import { withQueryClient } from '../../lib/query-client.tsx';
import { AdminMergeForm } from './admin-merge-form.tsx';

const ID = '7f1c8a52-2a34-4b8e-9a59-3d0c2f3f8a11';
const OTHER = '0b6f2c1e-8d4a-4f7e-9c3b-5a2d1e0f9b22';
const page = { id: ID, name: 'Ann Kewley', emails: ['ann@example.org'], house: '', postcode: '' };
const record = { ...page, consents: [], consentHistory: [], timeline: [] };

/** The form as the supporter's page holds it: its outcome in the page's alert. */
const OnThePage = withQueryClient(() => {
  const { feedback, show } = useTimedFeedback();
  const actions = useScreenActions(['admin-supporter', ID], show);
  return (
    <>
      <AdminMergeForm record={record} actions={actions} />
      <Alert feedback={feedback} />
    </>
  );
});

describe('an admin merges another supporter into this one', () => {
  it('finds the other record by name on the server, offers each found but this one, and merges the one chosen', async () => {
    const calls = fakeServer({
      'POST /api/admin/supporters/search': () =>
        json({ supporters: [page, { id: OTHER, name: 'Ann Kewley', emails: ['ann.kewley@work.example'] }] }),
      [`POST /api/admin/supporters/${ID}/merge`]: () => json(record),
    });
    const user = userEvent.setup();
    render(<OnThePage />);
    await user.type(screen.getByLabelText(w.mergeFind), ' Kewley ');
    await user.click(screen.getByRole('button', { name: w.mergeFindButton }));
    const choices = within(await screen.findByRole('group', { name: w.mergeChoose })).getAllByRole('radio');
    expect(choices).toHaveLength(1);
    await user.click(screen.getByLabelText(w.mergeChoice('Ann Kewley', ['ann.kewley@work.example'])));
    await user.type(screen.getByLabelText(w.mergeConfirm('Ann Kewley')), 'Ann Kewley');
    await user.click(screen.getByRole('button', { name: w.mergeButton }));
    expect(await screen.findByText(w.merged('Ann Kewley'))).toBeInTheDocument();
    expect(calls.find((c) => c.call.endsWith('/search'))?.body).toEqual({ q: 'Kewley' });
    expect(calls.find((c) => c.call.endsWith('/merge'))?.body).toEqual({ otherId: OTHER, confirm: 'Ann Kewley' });
  });

  it('says when the search finds nobody else', async () => {
    fakeServer({ 'POST /api/admin/supporters/search': () => json({ supporters: [page] }) });
    const user = userEvent.setup();
    render(<OnThePage />);
    await user.type(screen.getByLabelText(w.mergeFind), 'Ann');
    await user.click(screen.getByRole('button', { name: w.mergeFindButton }));
    expect(await screen.findByText(w.noneFound)).toBeInTheDocument();
  });
});
