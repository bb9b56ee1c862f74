import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { GiftAidDeclaration } from '@lmr/shared/tax-relief';
import { declarationWayNames, giftAidWords, taxReliefAdminWords as w } from '@lmr/shared/tax-relief-words';
import { fakeServer, json } from '../../../test/fake-server.ts';
import { withQueryClient } from '../../lib/query-client.tsx';
import { DeclarationsSection } from './admin-declarations.tsx';

const ANN = '2d4c8e1a-5b6f-4a3c-9e8d-7f1a2b3c4d5e';
const declaration = (d: Partial<GiftAidDeclaration>): GiftAidDeclaration => ({
  id: ANN,
  title: 'Mrs',
  firstName: 'Ann',
  lastName: 'Kewley',
  house: '12',
  postcode: 'IM4 7NL',
  email: 'ann@example.org',
  scope: 'all-gifts',
  way: 'online',
  madeAt: '2026-06-01T11:00:00.000Z',
  cancelledAt: null,
  void: false,
  ...d,
});
const declarations = [
  declaration({}),
  declaration({
    id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    firstName: 'Bob',
    lastName: 'Quayle',
    email: 'bob@example.org',
    scope: 'this-gift',
    way: 'phone',
    cancelledAt: '2026-06-10T11:00:00.000Z',
    void: true,
  }),
];

const Section = withQueryClient(DeclarationsSection);

describe('an admin manages Gift Aid declarations in the browser', () => {
  it('finds a supporter’s by name, with date, scope, way and status; cancels one after asking by the donor’s name', async () => {
    const calls = fakeServer({
      'GET /api/admin/tax-relief/gift-aid-declarations': () => json({ declarations }),
      [`POST /api/admin/tax-relief/gift-aid-declarations/${ANN}/cancel`]: () =>
        json(declaration({ cancelledAt: '2026-06-20T11:00:00.000Z' })),
    });
    const user = userEvent.setup();
    render(<Section />);
    const table = await screen.findByRole('table', { name: w.declarationsBox });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    await user.type(screen.getByLabelText(w.declarationsFilter), 'quayle');
    const [, bob] = within(table).getAllByRole('row');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(bob).toHaveTextContent('Bob Quayle, bob@example.org');
    expect(bob).toHaveTextContent('1 June 2026');
    expect(bob).toHaveTextContent(w.scopeNames['this-gift']);
    expect(bob).toHaveTextContent(declarationWayNames.phone);
    expect(bob).toHaveTextContent(w.neverHadEffect('10 June 2026'));
    expect(within(bob!).queryByRole('button')).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText(w.declarationsFilter));
    await user.click(await screen.findByRole('button', { name: w.cancelFor('Mrs Ann Kewley') }));
    expect(screen.getByText(w.cancelAsk('Mrs Ann Kewley'))).toBeInTheDocument();
    await user.click(
      within(screen.getByRole('dialog', { hidden: true })).getByRole('button', { hidden: true, name: 'Confirm' }),
    );
    expect(await screen.findByText(w.cancelled('Mrs Ann Kewley'))).toBeInTheDocument();
    expect(calls.filter((c) => c.call.endsWith('/cancel'))).toHaveLength(1);
  });

  it('records one given by phone, checked by the shared schema first, and says its written record is mailed', async () => {
    const calls = fakeServer({
      'GET /api/admin/tax-relief/gift-aid-declarations': () => json({ declarations: [] }),
      'POST /api/admin/tax-relief/gift-aid-declarations': () => json(declaration({ way: 'phone' }), 201),
    });
    const user = userEvent.setup();
    render(<Section />);
    const form = await screen.findByRole('form', { name: w.recordTitle });
    await user.click(within(form).getByRole('button', { name: w.record }));
    expect(await within(form).findByText(giftAidWords.firstNameRequired)).toBeInTheDocument();
    expect(calls.some((c) => c.call.startsWith('POST'))).toBe(false);

    await user.type(within(form).getByLabelText(giftAidWords.firstName), 'Cara');
    await user.type(within(form).getByLabelText(giftAidWords.lastName), 'Kelly');
    await user.type(within(form).getByLabelText(giftAidWords.house), 'Rose Cottage');
    await user.type(within(form).getByLabelText(giftAidWords.postcode), 'im4 7nl');
    await user.type(within(form).getByLabelText(w.donorEmail), 'cara@example.org');
    await user.click(within(form).getByLabelText(declarationWayNames.phone));
    await user.click(within(form).getByRole('button', { name: w.record }));
    expect(await screen.findByText(w.recordedByPhone('Cara Kelly'))).toBeInTheDocument();
    expect(calls.find((c) => c.call === 'POST /api/admin/tax-relief/gift-aid-declarations')?.body).toMatchObject({
      firstName: 'Cara',
      lastName: 'Kelly',
      house: 'Rose Cottage',
      postcode: 'IM4 7NL',
      email: 'cara@example.org',
      scope: 'all-gifts',
      way: 'phone',
      madeOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });
});
