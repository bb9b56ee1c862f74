import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SocialFeed } from './social-feed.tsx';

const PAGE = 'https://www.facebook.com/example';

async function freshFeed(address: string) {
  window.history.replaceState(null, '', address);
  vi.resetModules();
  return ((await import('./social-feed.tsx')) as { SocialFeed: typeof SocialFeed }).SocialFeed;
}
afterEach(() => {
  window.history.replaceState(null, '', '/');
  document.querySelectorAll('script[src*="connect.facebook.net"]').forEach((s) => s.remove());
});

// Only the document served as Home may load the feed's script (its policy lets it in); Home's address
// with ?feed, where another page sends the visitor who asked, shows the feed at once.
describe('the social-media feed', () => {
  it('loads its script on Home only when the visitor asks', async () => {
    const Feed = await freshFeed('/');
    render(<Feed pageUrl={PAGE} />);
    expect(document.querySelector('script[src*="connect.facebook.net"]')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show our social-media feed' }));
    expect(document.querySelector('script[src*="connect.facebook.net"]')).not.toBeNull();
  });

  it('shows the feed at once at the address another page sends the visitor to', async () => {
    const Feed = await freshFeed('/?feed');
    render(<Feed pageUrl={PAGE} />);
    expect(await screen.findByRole('link', { name: 'Laxey Mines Railway on social media' })).toBeInTheDocument();
    expect(document.querySelector('script[src*="connect.facebook.net"]')).not.toBeNull();
  });
});
