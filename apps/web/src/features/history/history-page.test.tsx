import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { HistoryEvent } from '@lmr/shared/history-events';
import HistoryPage from './history-page.tsx';

const long = 'x'.repeat(900);
const events: HistoryEvent[] = [
  {
    name: 'Older',
    slug: 'older',
    description: 'Old <script>alert(1)</script> text\nsecond line',
    date: '1877-01-01T00:00:00.000Z',
    image: '/media/content/images/history/a.svg',
    galleryImages: ['/media/images/0123456789abcdef0123456789abcdef/960.webp', '/media/content/images/history/b.svg'],
    galleryCaptions: ['First caption', 'Second caption'],
    imageAlt: 'The great wheel, painted red, against the hillside',
    yearOnly: true,
  },
  {
    name: 'Newer',
    slug: 'newer',
    description: long,
    date: '2004-09-25T00:00:00.000Z',
    // Added without a main image, as the spec allows.
    image: '',
    galleryImages: [],
    galleryCaptions: [],
  },
];

// The server as the browser would reach it: GET /api/get-all-events answers the list.
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(events), { headers: { 'content-type': 'application/json' } })),
  );
});

describe('History', () => {
  it('lists events newest first with an 800-character preview and a timeline of years', async () => {
    render(
      <MemoryRouter>
        <HistoryPage />
      </MemoryRouter>,
    );
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual(['Newer', 'Older']);
    expect(screen.getByText(`${'x'.repeat(800)}…`)).toBeInTheDocument();
    const timeline = screen.getByRole('navigation', { name: 'Timeline' });
    expect(
      within(timeline)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['2004', '1877']);
  });

  // jsdom has no showModal(), so the dialog's contents count as hidden there; the browser test checks it open.
  it('opens an event over the list from its link, with its text shown as typed (never as HTML) and a gallery carousel', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <MemoryRouter>
        <HistoryPage />
      </MemoryRouter>,
    );
    const link = await screen.findByRole('link', { name: 'Older' });
    // A real address, for visitors before the script runs and for opening in a new tab.
    expect(link.getAttribute('href')).toBe('/history/older');
    await user.click(link);
    expect(screen.getByText('Old <script>alert(1)</script> text')).toBeInTheDocument();
    expect(container.querySelector('dialog script')).toBeNull();
    expect(container.querySelectorAll('dialog p br')).toHaveLength(1);
    expect(container.querySelector('dialog source[type="image/avif"]')?.getAttribute('srcset')).toContain(
      '480.avif 480w',
    );
    expect(screen.getByText('First caption')).toBeInTheDocument();
    // The admin's words for the main picture are its alt text.
    expect(
      screen.getByRole('img', { name: 'The great wheel, painted red, against the hillside', hidden: true }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next image', hidden: true }));
    expect(screen.getByText('Second caption')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close', hidden: true }));
    expect(container.querySelector('dialog')).toBeNull();
  });

  it('opens an event added without a main image with no empty picture in its place', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <MemoryRouter>
        <HistoryPage />
      </MemoryRouter>,
    );
    await user.click(await screen.findByRole('link', { name: 'Newer' }));
    expect(container.querySelector('dialog')).not.toBeNull();
    expect(container.querySelector('dialog img, dialog picture')).toBeNull();
  });
});
