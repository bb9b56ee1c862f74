import { Link } from 'react-router';
import { type SiteBook, siteBooksDocument } from '@lmr/shared/site-content';
import { booksKey } from '@lmr/shared/site-keys';
import { ChoiceField, Field } from '../../components/ui/form-field.tsx';
import { withQueryClient } from '../../lib/query-client.tsx';
import { ItemEditorPage } from './item-editor.tsx';
import { ListField } from './list-field.tsx';
import { PictureField } from './picture-field.tsx';
import { bookWords } from '@lmr/shared/list-words';

/** A book as Add a book puts it in the list: on sale, everything else empty. */
export const newBook = (): SiteBook => ({
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
    <ItemEditorPage
      itemKey={booksKey}
      schema={siteBooksDocument}
      previewPath="/books"
      title="Edit Books"
      description="The books on sale at the station shop."
      intro={
        <>
          The books on the <Link to="/books">Books page</Link>, in this order. A number left at 0 is not shown either.
        </>
      }
    >
      {(fields) => (
        <ListField fields={fields} name="books" label="Books" itemLabel={name} newItem={newBook} addLabel="Add a book">
          {(_, i) => {
            const place = <F extends keyof SiteBook & string>(field: F) => `books.${i}.${field}` as const;
            const label = (what: string) => `Book ${i + 1} ${what}`;
            return (
              <fieldset className="list-item-fields">
                <legend>Book {i + 1}</legend>
                <Field label={label(bookWords.fields.title)} {...fields.text(place('title'))} />
                <Field label={label(bookWords.fields.author)} {...fields.text(place('author'))} />
                <Field label={label(bookWords.fields.publisher)} {...fields.text(place('publisher'))} />
                <Field label={label(bookWords.fields.published)} {...fields.text(place('published'))} />
                <Field label={label(bookWords.fields.isbn)} {...fields.text(place('isbn'))} />
                <Field label={label(bookWords.fields.pages)} step="1" {...fields.number(place('pages'))} />
                <Field label={label(bookWords.fields.size)} {...fields.text(place('size'))} />
                <Field label={label(bookWords.fields.price)} step="0.01" {...fields.number(place('price'))} />
                <ChoiceField
                  label={`${label(bookWords.fields.available)} (untick to show “Unavailable”)`}
                  {...fields.checkbox(place('available'))}
                />
                <PictureField label={label(bookWords.fields.cover)} {...fields.value(place('cover'))} />
                <Field
                  label={`${label(bookWords.fields.coverAlt)} (for visitors who cannot see it)`}
                  {...fields.text(place('coverAlt'))}
                />
                <Field
                  label={label(bookWords.fields.description)}
                  multiline
                  rows={3}
                  {...fields.text(place('description'))}
                />
              </fieldset>
            );
          }}
        </ListField>
      )}
    </ItemEditorPage>
  );
}

export default withQueryClient(BooksEditorPage);
