import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { feedbackMessages, validationMessages } from '@lmr/shared/messages';
import { fakeServer, json } from '../../../test/fake-server.ts';
import ContactPage from './contact-page.tsx';

describe('the contact form', () => {
  it('shows the message’s 50-character minimum before anyone types, counts, sends once it is met, and starts again unmarked', async () => {
    const user = userEvent.setup();
    const page = {
      title: 'Contact Us',
      description: '',
      html: '<p>Write to us.</p>',
      picture: '',
      pictureAlt: '',
      pictureCaption: '',
    };
    const calls = fakeServer({
      'GET /api/site/pages/contact': () => json(page),
      'POST /api/send-email': () => json({ message: 'Sent.' }, 201),
    });
    const sent = () => calls.filter((c) => c.call.startsWith('POST')).map((c) => c.call);
    render(
      <MemoryRouter>
        <ContactPage />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Write to us.')).toBeInTheDocument();
    const message = screen.getByLabelText('Message');
    expect(message).toHaveAccessibleDescription('More than 50 characters, at most 10,000. 0 characters so far.');
    // An empty field is not yet wrong: no count is drawn in the colour of a mistake.
    const markedEmpty = () =>
      screen.getAllByText('0 characters so far.').filter((c) => c.matches('.field-count-outside'));
    expect(markedEmpty()).toEqual([]);
    await user.type(screen.getByLabelText('Name'), 'Rhona Visitor');
    await user.type(screen.getByLabelText('Email'), 'rhona@example.org');
    await user.type(screen.getByLabelText('Subject'), 'Easter');
    await user.type(message, 'Are you open on Easter Monday?');
    expect(screen.getByText('30 characters so far.')).toHaveClass('field-count-outside');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(message).toHaveAccessibleDescription(
      `More than 50 characters, at most 10,000. 30 characters so far. ${validationMessages.messageTooShort}`,
    );
    expect(sent()).toEqual([]);

    await user.type(message, ' We hope to bring the whole family.');
    expect(screen.getByText('65 characters so far.')).not.toHaveClass('field-count-outside');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(feedbackMessages.contactSuccess)).toBeInTheDocument();
    expect(sent()).toEqual(['POST /api/send-email']);
    expect(message).toHaveValue('');
    expect(message).toHaveAccessibleDescription('More than 50 characters, at most 10,000. 0 characters so far.');
    expect(markedEmpty()).toEqual([]);
  });
});
