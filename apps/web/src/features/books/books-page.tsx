import { useState } from 'react';
import type { SiteBook } from '@lmr/shared/site-content';
import { booksKey } from '@lmr/shared/site-keys';
import { ModalDialog } from '../../components/ui/modal-dialog.tsx';
import { ResponsiveImage } from '../../components/ui/responsive-image.tsx';
import { withQueryClient } from '../../lib/query-client.tsx';
import { useSiteList } from '../../lib/site-pages.ts';
import { siteBooksQuery } from './api.ts';
import { MarkdownPage } from '../../components/markdown-page.tsx';
import { Carousel } from './book-carousel.tsx';
import './books.css';
import { ScriptButton } from '../../lib/hydration.tsx';

/** The usual shape of a cover, reserved before the picture arrives. */
const coverSize = { width: 300, height: 450 };

const price = (book: SiteBook) => (!book.available ? 'Unavailable' : book.price ? `£${book.price.toFixed(2)}` : '');

function BookDetails({ book, onEnlarge }: { book: SiteBook; onEnlarge: () => void }) {
  const facts: [string, string | number][] = [
    ['Author', book.author],
    ['Publisher', book.publisher],
    ['Published', book.published],
    ['ISBN', book.isbn],
    ['Pages', book.pages],
    ['Size', book.size],
    ['Price', price(book)],
  ];
  return (
    <article className="book" id={book.id}>
      {book.cover && (
        <ScriptButton className="book-cover" onClick={onEnlarge}>
          <ResponsiveImage src={book.cover} alt={book.coverAlt} sizes="16rem" {...coverSize} />
          <span className="visually-hidden">(show the cover larger)</span>
        </ScriptButton>
      )}
      <div>
        <h2>{book.title}</h2>
        <dl className="book-facts">
          {facts
            .filter(([, value]) => value)
            .map(([term, value]) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd className={book.available || term !== 'Price' ? undefined : 'unavailable'}>{value}</dd>
              </div>
            ))}
        </dl>
        {book.description && <p>{book.description}</p>}
      </div>
    </article>
  );
}

function BooksPage() {
  const books = useSiteList(siteBooksQuery, booksKey).data?.books ?? [];
  const [enlarged, setEnlarged] = useState<SiteBook | null>(null);
  return (
    <MarkdownPage name="books">
      {books.length > 0 && (
        <Carousel
          label="Books on sale at the station"
          items={books}
          itemName={(book) => book.title}
          renderItem={(book) => <BookDetails book={book} onEnlarge={() => setEnlarged(book)} />}
        />
      )}
      <ModalDialog open={enlarged !== null} onClose={() => setEnlarged(null)} title={enlarged?.title ?? ''}>
        {enlarged && (
          <figure className="book-dialog">
            <ResponsiveImage
              src={enlarged.cover}
              alt={enlarged.coverAlt}
              sizes="22rem"
              loading="eager"
              {...coverSize}
            />
            <figcaption>{enlarged.description}</figcaption>
          </figure>
        )}
      </ModalDialog>
    </MarkdownPage>
  );
}

export default withQueryClient(BooksPage);
