import { useState } from 'react';
import books from '@content/books.json';
import { PageMeta } from '../../app/page-meta.tsx';
import { contentImage } from '../pages/content-images.ts';
import { Picture } from '../pages/content-image.tsx';
import { ModalDialog } from '../../components/ui/modal-dialog.tsx';
import { Carousel } from './book-carousel.tsx';
import './books.css';

type Book = (typeof books)[number];

const formatPrice = (price: number | string) => (typeof price === 'number' ? `£${price.toFixed(2)}` : price);

function BookDetails({ book, onEnlarge }: { book: Book; onEnlarge: () => void }) {
  const facts: [string, string | number][] = [
    ['Author', book.author],
    ['Publisher', book.publisher],
    ['Published', book.published],
    ['ISBN', book.isbn],
    ['Pages', book.pages],
    ['Size', book.size],
    ['Price', formatPrice(book.price)],
  ];
  return (
    <article className="book" id={book.id}>
      <button type="button" className="book-cover" onClick={onEnlarge}>
        <Picture image={contentImage(book.cover)} alt={book.coverAlt} sizes="16rem" />
        <span className="visually-hidden">(show the cover larger)</span>
      </button>
      <div>
        <h2>{book.title}</h2>
        <dl className="book-facts">
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd className={value === 'Unavailable' ? 'unavailable' : undefined}>{value}</dd>
            </div>
          ))}
        </dl>
        <p>{book.description}</p>
      </div>
    </article>
  );
}

export default function BooksPage() {
  const [enlarged, setEnlarged] = useState<Book | null>(null);
  return (
    <article className="page">
      <PageMeta
        title="Books"
        description="Children's books about our magic tunnel and books on Laxey's mines and railways, on sale at the Laxey Mines Railway station shop."
      />
      <h1>Books</h1>
      <p className="prose">
        These books are on sale in our station shop. Every copy sold helps to keep the railway running. Use the Previous
        and Next buttons, or the arrow keys, to look through all ten.
      </p>
      <Carousel
        label="Books on sale at the station"
        items={books}
        itemName={(book) => book.title}
        renderItem={(book) => <BookDetails book={book} onEnlarge={() => setEnlarged(book)} />}
      />
      <ModalDialog closeButton open={enlarged !== null} onClose={() => setEnlarged(null)} title={enlarged?.title ?? ''}>
        {enlarged && (
          <figure className="book-dialog">
            <Picture image={contentImage(enlarged.cover)} alt={enlarged.coverAlt} sizes="22rem" eager />
            <figcaption>{enlarged.description}</figcaption>
          </figure>
        )}
      </ModalDialog>
    </article>
  );
}
