import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { feedbackMessages } from '@lmr/shared/messages';
import type { SiteBooks, SiteContentItem, SiteSettings } from '@lmr/shared/site-content';
import { fakeServer, json } from '../../../test/fake-server.ts';
import { blankSettings } from '../../../test/site-settings.ts';
import BooksEditorPage, { newBook } from './books-editor-page.tsx';
import SettingsEditorPage from './settings-editor-page.tsx';

const stored = <T,>(key: string, published: T): SiteContentItem<T> => ({
  key,
  published,
  draft: null,
  version: 3,
  updatedBy: 'Ann',
  updatedAt: '2026-11-20T10:00:00Z',
});

const settings = blankSettings;

const book = (id: string, title: string) => ({ ...newBook(), id, title });
const books: SiteBooks = { books: [book('book-a', 'Mines of Laxey'), book('book-b', 'The Wheel')] };

/** A bound, not a wait: a loaded machine may take more than the default second to draw a whole editor. */
const loaded = { timeout: 10_000 };

function renderEditor(Page: ComponentType) {
  render(
    <MemoryRouter>
      <Page />
    </MemoryRouter>,
  );
}

describe('the site editors', () => {
  it('show the limits the server checks, read from the shared schema', async () => {
    fakeServer({
      'GET /api/admin/site/items/settings': () => json(stored('settings', settings)),
      'GET /api/admin/site/items/settings/revisions': () => json([]),
    });
    renderEditor(SettingsEditorPage);
    expect(await screen.findByLabelText('Town or village', {}, loaded)).toHaveAccessibleDescription(
      'At most 100 characters. 5 characters so far.',
    );
    expect(screen.getByLabelText('Bank account name')).toHaveAttribute('maxlength', '100');
    expect(screen.getByLabelText('Volunteer hours for free membership')).toHaveAttribute('max', '10000');
    expect(screen.getByLabelText('Map position: latitude (north is positive)')).toHaveAttribute('min', '-90');
  });

  it('say when the settings have a draft, and preview it on each page that shows them', async () => {
    fakeServer({
      'GET /api/admin/site/items/settings': () =>
        json({ ...stored('settings', settings), draft: { ...settings, phone: '01624 861706' } }),
      'GET /api/admin/site/items/settings/revisions': () => json([]),
    });
    renderEditor(SettingsEditorPage);
    expect(
      await screen.findByText(/The settings have a draft that visitors do not see yet\./, {}, loaded),
    ).toBeInTheDocument();
    const previews = screen.getByRole('navigation', { name: 'Preview the settings on the pages that show them' });
    expect(within(previews).getByRole('link', { name: /^Donate \(the appeal/ })).toHaveAttribute(
      'href',
      '/donate?preview',
    );
    expect(within(previews).getByRole('link', { name: /^Contact \(the phone/ })).toHaveAttribute(
      'href',
      '/contact?preview',
    );
  });

  it('save a reordered list, and put the server’s refusal of a row’s field on that row’s field', async () => {
    const user = userEvent.setup();
    const refusal = 'Please give each book a title.';
    const calls = fakeServer({
      'GET /api/admin/site/items/books': () => json(stored('books', books)),
      'GET /api/admin/site/items/books/revisions': () => json([]),
      'PUT /api/admin/site/items/books/draft': () =>
        json(
          {
            error: { code: 'invalid_input', message: 'Please check the fields.', fields: { 'books.0.title': refusal } },
          },
          400,
        ),
    });
    renderEditor(BooksEditorPage);
    await user.click(await screen.findByRole('button', { name: /^Move down ?Mines of Laxey/ }, loaded));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Please check the fields.', {}, loaded)).toBeVisible();
    const sent = calls.find((c) => c.call === 'PUT /api/admin/site/items/books/draft')!.body as { data: SiteBooks };
    expect(sent.data.books.map((b) => [b.id, b.title])).toEqual([
      ['book-b', 'The Wheel'],
      ['book-a', 'Mines of Laxey'],
    ]);
    expect(screen.getByLabelText('Book 1 title')).toHaveValue('The Wheel');
    expect(screen.getByLabelText('Book 1 title')).toHaveAccessibleDescription(
      `At most 200 characters. 9 characters so far. ${refusal}`,
    );
  });

  it('check the item against the shared schema before sending it, and send ticked days as a list', async () => {
    const user = userEvent.setup();
    const calls = fakeServer({
      'GET /api/admin/site/items/settings': () => json(stored('settings', settings)),
      'GET /api/admin/site/items/settings/revisions': () => json([]),
      'PUT /api/admin/site/items/settings/draft': (body) =>
        json({ ...stored('settings', settings), draft: (body as { data: SiteSettings }).data, version: 4 }),
    });
    renderEditor(SettingsEditorPage);
    await user.clear(await screen.findByLabelText('Name', {}, loaded));
    await user.click(screen.getByRole('button', { name: 'Add opening hours' }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(feedbackMessages.checkFields, {}, loaded)).toBeVisible();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(/Please give the railway’s name\.$/);
    expect(screen.getByText('Please give the days.')).toBeVisible();
    expect(calls.some((c) => c.call.startsWith('PUT'))).toBe(false);

    await user.type(screen.getByLabelText('Name'), 'Laxey Mines Railway');
    await user.click(screen.getByLabelText('Sunday'));
    await user.click(screen.getByLabelText('Saturday'));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved. Visitors do not see it yet.', {}, loaded)).toBeVisible();
    const sent = calls.find((c) => c.call === 'PUT /api/admin/site/items/settings/draft')!.body as {
      data: SiteSettings;
    };
    expect(sent.data.openingHours).toEqual([
      { days: ['Saturday', 'Sunday'], opens: '11:00', closes: '16:30', text: '' },
    ]);
    expect(sent.data.freeMembershipHours).toBe(25);
  });
});
