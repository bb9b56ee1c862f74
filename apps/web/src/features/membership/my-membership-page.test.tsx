import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { joinPageWords, membershipWords } from '@lmr/shared/membership-words';
import { fakeServer, json } from '../../../test/fake-server.ts';
import MyMembershipPage from './my-membership-page.tsx';

const TOKEN = 'b'.repeat(43);
const member = {
  number: 'M1001',
  name: 'Ada Auto',
  email: 'ada@example.org',
  typeName: 'Ordinary',
  endsOn: '2027-11-25',
  status: 'active',
  renewsAutomatically: true,
  card: 'data:image/png;base64,AA==',
};

afterEach(() => {
  window.location.hash = '';
});

describe('a member’s page', () => {
  it('turns automatic renewal off only once the member says yes, then says so', async () => {
    window.location.hash = `#token=${TOKEN}`;
    const calls = fakeServer({
      'POST /api/membership/mine': () => json(member),
      'GET /api/membership/types': () =>
        json({ types: [{ name: 'Ordinary', pricePence: 1500, months: 12 }], online: true }),
      'POST /api/membership/automatic-renewal/stop': () => json({ ...member, renewsAutomatically: false }),
    });
    render(
      <MemoryRouter initialEntries={['/membership/mine']}>
        <MyMembershipPage />
      </MemoryRouter>,
    );
    expect(await screen.findByText(membershipWords.renewsAutomatically)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: membershipWords.turnOffOrKeep }));
    expect(screen.getByText(membershipWords.confirmTurnOff)).toBeInTheDocument();
    expect(calls.some((c) => c.call === 'POST /api/membership/automatic-renewal/stop')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: joinPageWords.yesTurnOff }));
    expect(await screen.findByText(membershipWords.turnedOff)).toBeInTheDocument();
    expect(screen.getByText(membershipWords.notRenewing)).toBeInTheDocument();
    expect(calls.find((c) => c.call === 'POST /api/membership/automatic-renewal/stop')!.body).toEqual({ token: TOKEN });
  });
});
