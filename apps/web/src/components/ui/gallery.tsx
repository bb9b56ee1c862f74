import { useState } from 'react';
import { contentImage } from '../../lib/content-images.ts';
import { Picture } from './content-image.tsx';
import { ModalDialog } from './modal-dialog.tsx';
import './gallery.css';

export interface GalleryItem {
  src: string;
  desc: string;
  alt: string;
}

/** Thumbnails that open each picture larger in a dialog, with its description and a Close button. */
export function Gallery({ title, items }: { title: string; items: GalleryItem[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const item = openIndex === null ? undefined : items[openIndex];
  return (
    <>
      <ul className="gallery">
        {items.map((g, i) => (
          <li key={g.src}>
            <button type="button" className="gallery-thumb" onClick={() => setOpenIndex(i)}>
              <Picture image={contentImage(g.src)} alt={g.alt} sizes="12rem" />
              <span className="visually-hidden">(open larger picture)</span>
            </button>
          </li>
        ))}
      </ul>
      <ModalDialog
        closeButton
        open={item !== undefined}
        onClose={() => setOpenIndex(null)}
        title={`${title}: picture ${(openIndex ?? 0) + 1} of ${items.length}`}
      >
        {item && (
          <figure className="gallery-figure">
            <Picture image={contentImage(item.src)} alt={item.alt} sizes="44rem" eager />
            <figcaption>{item.desc}</figcaption>
          </figure>
        )}
      </ModalDialog>
    </>
  );
}
