import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { feedbackMessages, validationMessages } from '@lmr/shared/messages';
import { fakeServer, json } from '../../../test/fake-server.ts';
import { NewsletterSignup } from './newsletter-signup.tsx';

describe('the footer’s newsletter signup', () => {
  it('names its one field for screen readers and refuses an address that is not one, sending nothing', async () => {
    const user = userEvent.setup();
    const calls = fakeServer({});
    render(<NewsletterSignup />);
    const address = screen.getByRole('textbox', { name: 'Email address' });
    expect(address).toHaveAttribute('placeholder', 'Your email address');
    await user.type(address, 'not an address');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(validationMessages.emailInvalidAlert);
    expect(calls).toEqual([]);
  });

  it('sends the address with the empty hidden field, then empties the field and says so', async () => {
    const user = userEvent.setup();
    const calls = fakeServer({ 'POST /api/submit-email': () => json({}, 201) });
    render(<NewsletterSignup />);
    const address = screen.getByRole('textbox', { name: 'Email address' });
    await user.type(address, ' reader@example.org ');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(feedbackMessages.subscribeSuccess)).toBeInTheDocument();
    expect(calls).toEqual([{ call: 'POST /api/submit-email', body: { email: 'reader@example.org', website: '' } }]);
    expect(address).toHaveValue('');
  });
});
