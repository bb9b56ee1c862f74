import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { supporterPageWords as w } from '@lmr/shared/supporter-words';
import { fakeServer, json } from '../../../test/fake-server.ts';
import { Alert, useTimedFeedback } from '../../components/ui/feedback.tsx';
import { useScreenActions } from '../../components/ui/screen-actions.ts';
import { withQueryClient } from '../../lib/query-client.tsx';
import { AdminConsentForm } from './admin-consent-form.tsx';

const ID = '7f1c8a52-2a34-4b8e-9a59-3d0c2f3f8a11';
const record = { id: ID, name: 'Ann Kewley', emails: ['ann@example.org'], house: '', postcode: '' };
const page = { ...record, consents: [], consentHistory: [], timeline: [] };

/** The form as the supporter's page holds it: its outcome in the page's alert. */
const OnThePage = withQueryClient(() => {
  const { feedback, show } = useTimedFeedback();
  const actions = useScreenActions(['admin-supporter', ID], show);
  return (
    <>
      <AdminConsentForm record={page} actions={actions} />
      <Alert feedback={feedback} />
    </>
  );
});

describe('an admin records a supporter’s consent', () => {
  it('sends for what, given or withdrawn, how and when, and says it was recorded', async () => {
    const calls = fakeServer({ [`POST /api/admin/supporters/${ID}/consents`]: () => json(page) });
    const user = userEvent.setup();
    render(<OnThePage />);
    await user.selectOptions(screen.getByRole('combobox', { name: w.consentPurposeLabel }), 'Mail about our appeal');
    await user.selectOptions(screen.getByRole('combobox', { name: w.consentGivenLabel }), w.consentWithdrawnOption);
    await user.selectOptions(screen.getByRole('combobox', { name: w.consentWayLabel }), 'on paper');
    fireEvent.change(screen.getByLabelText(w.consentAtLabel), { target: { value: '2026-06-01T09:30' } });
    await user.click(screen.getByRole('button', { name: w.recordConsentButton }));
    expect(await screen.findByText(w.consentRecorded)).toBeInTheDocument();
    expect(calls.find((c) => c.call.endsWith('/consents'))?.body).toEqual({
      purpose: 'appeal',
      given: false,
      way: 'paper',
      at: new Date('2026-06-01T09:30').toISOString(),
    });
  });
});
