import { Link } from 'react-router';
import type { SiteBook, SiteBooks } from '@lmr/shared/site-content';
import { booksKey } from '@lmr/shared/site-keys';
import { withQueryClient } from '../../lib/query-client.tsx';
import { ItemEditorPage, RemoveButton, without } from './item-editor.tsx';
import { PictureField } from './picture-field.tsx';
import { SortableList } from './sortable-list.tsx';

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

const name = (book: SiteBook, i: number) => book.title || `book ${i + 1}`;

function BooksEditorPage() {
  return (
    <ItemEditorPage<SiteBooks>
      itemKey={booksKey}
      previewPath="/books"
      title="Edit Books"
      description="The books on sale at the station shop."
      intro={
        <>
          The books on the <Link to="/books">Books page</Link>, in this order. A number left at 0 is not shown either.
        </>
      }
    >
      {({ form, errors, update, text, number, checkbox }) => (
        <>
          <SortableList
            label="Books"
            items={form.books}
            onChange={(books) => update(['books'], books)}
            itemLabel={name}
          >
            {(book, i) => {
              const place = (field: keyof SiteBook) => ['books', i, field];
              const label = (what: string) => `Book ${i + 1} ${what}`;
              return (
                <fieldset className="list-item-fields">
                  <legend>Book {i + 1}</legend>
                  {text(label('title'), place('title'))}
                  {text(label('author'), place('author'))}
                  {text(label('publisher'), place('publisher'))}
                  {text(label('date published'), place('published'), { maxLength: 100 })}
                  {text(label('ISBN'), place('isbn'), { maxLength: 40 })}
                  {number(label('pages'), place('pages'))}
                  {text(label('size'), place('size'), { maxLength: 100 })}
                  {number(label('price in pounds'), place('price'), '0.01')}
                  {checkbox(`${label('on sale')} (untick to show “Unavailable”)`, place('available'))}
                  <PictureField
                    label={label('cover')}
                    address={book.cover}
                    onChange={(address) => update(place('cover'), address)}
                    error={errors[place('cover').join('.')]}
                  />
                  {text(label('cover description (for visitors who cannot see it)'), place('coverAlt'), {
                    maxLength: 300,
                  })}
                  {text(label('description'), place('description'), { maxLength: 2000, multiline: true })}
                  <RemoveButton name={name(book, i)} onRemove={() => update(['books'], without(form.books, i))} />
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
        </>
      )}
    </ItemEditorPage>
  );
}

export default withQueryClient(BooksEditorPage);
