import { Link } from 'react-router';
import { booksKey, type SiteBook, type SiteBooks } from '@lmr/shared/site-content';
import { PageMeta } from '../../app/page-meta.tsx';
import { withQueryClient } from '../../lib/query-client.tsx';
import { documentFields } from './document-fields.tsx';
import { PictureField } from './picture-field.tsx';
import { RevisionHistory } from './revision-history.tsx';
import { SortableList } from './sortable-list.tsx';
import { EditorActions } from './status-line.tsx';
import { useSiteEditor } from './use-site-item.ts';
import './site-admin.css';

const newBook = (): SiteBook => ({
  id: `book-${Date.now().toString(36)}`,
  title: '',
  author: '',
  publisher: '',
  published: '',
  isbn: '',
  pages: 0,
  size: '',
  price: 0,
  available: true,
  cover: '',
  coverAlt: '',
  description: '',
});

function BooksEditor() {
  const { site, form, setForm, actions } = useSiteEditor<SiteBooks>(booksKey);
  if (site.isError) return <p role="alert">The books could not be loaded. Please try again.</p>;
  if (!form || !site.item) return <p role="status">Loading…</p>;
  const { update, text, number } = documentFields(form, setForm, site.fieldErrors);
  const name = (book: SiteBook, i: number) => book.title || `book ${i + 1}`;

  return (
    <>
      <p>
        The books on the <Link to="/books">Books page</Link>, in this order. Anything left empty (or 0) is not shown.
        Last change by {site.item.updatedBy || 'nobody yet'}.
      </p>
      <form
        className="site-editor"
        onSubmit={(e) => {
          e.preventDefault();
          void site.save(form);
        }}
      >
        <SortableList label="Books" items={form.books} onChange={(books) => update(['books'], books)} itemLabel={name}>
          {(book, i) => {
            const place = (field: keyof SiteBook) => ['books', i, field];
            return (
              <fieldset className="list-item-fields">
                <legend>Book {i + 1}</legend>
                {text(`Book ${i + 1} title`, place('title'))}
                {text(`Book ${i + 1} author`, place('author'))}
                {text(`Book ${i + 1} publisher`, place('publisher'))}
                {text(`Book ${i + 1} date published`, place('published'), { maxLength: 100 })}
                {text(`Book ${i + 1} ISBN`, place('isbn'), { maxLength: 40 })}
                {number(`Book ${i + 1} pages`, place('pages'))}
                {text(`Book ${i + 1} size`, place('size'), { maxLength: 100 })}
                {number(`Book ${i + 1} price in pounds`, place('price'), '0.01')}
                <label className="checkbox-field">
                  <input
                    type="checkbox"
                    checked={book.available}
                    onChange={(e) => update(place('available'), e.target.checked)}
                  />{' '}
                  Book {i + 1} on sale (untick to show “Unavailable”)
                </label>
                <PictureField
                  label={`Book ${i + 1} cover`}
                  address={book.cover}
                  onChange={(address) => update(place('cover'), address)}
                  error={site.fieldErrors[place('cover').join('.')]}
                />
                {text(`Book ${i + 1} cover description (for visitors who cannot see it)`, place('coverAlt'), {
                  maxLength: 300,
                })}
                {text(`Book ${i + 1} description`, place('description'), { maxLength: 2000, multiline: true })}
                <button
                  type="button"
                  className="button button-secondary"
                  onClick={() =>
                    update(
                      ['books'],
                      form.books.filter((_, j) => j !== i),
                    )
                  }
                >
                  Remove<span className="visually-hidden"> {name(book, i)}</span>
                </button>
              </fieldset>
            );
          }}
        </SortableList>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => update(['books'], [...form.books, newBook()])}
        >
          Add a book
        </button>
        <EditorActions {...actions} />
      </form>
      <RevisionHistory itemKey={booksKey} onRestore={(id) => void site.restore(id)} />
    </>
  );
}

function BooksEditorPage() {
  return (
    <article className="page site-admin">
      <PageMeta title="Edit Books" description="The books on sale at the station shop." noindex />
      <p>
        <Link to="/admin/site">Site</Link> › Books
      </p>
      <h1>Edit Books</h1>
      <BooksEditor />
    </article>
  );
}

export default withQueryClient(BooksEditorPage);
