import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { feedbackMessages } from '@lmr/shared/messages';
import HomePage from './home-page.tsx';

// The server as the browser would reach it: no poster yet, no running days.
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ error: { message: 'none' } }), { status: 404 })),
  );
});

describe('Home', () => {
  it('shows "Poster uploaded successfully" when Upload Poster sends the admin here', async () => {
    const feedback = { text: feedbackMessages.posterUploaded, type: 'success' };
    render(
      <MemoryRouter initialEntries={[{ pathname: '/', state: { feedback } }]}>
        <HomePage />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Poster uploaded successfully')).toBeInTheDocument();
  });

  it('scrolls the message into view: the poster sits below the banner, out of sight on a phone', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    const feedback = { text: feedbackMessages.posterUploaded, type: 'success' };
    render(
      <MemoryRouter initialEntries={[{ pathname: '/', state: { feedback } }]}>
        <HomePage />
      </MemoryRouter>,
    );
    await screen.findByText('Poster uploaded successfully');
    expect(scrolled).toHaveBeenCalled();
    expect(scrolled.mock.contexts.at(-1)).toHaveTextContent('Poster uploaded successfully');
  });

  it('shows no message to a visitor who came any other way', async () => {
    render(
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>,
    );
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText('Poster uploaded successfully')).toBeNull();
  });
});
