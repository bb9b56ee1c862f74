import { useState } from 'react';
import type { CaptionedPicture } from '@lmr/shared/site-lists';
import { ModalDialog } from './modal-dialog.tsx';
import { ResponsiveImage } from './responsive-image.tsx';
import { StepButtons } from './step-buttons.tsx';
import './gallery.css';

/** The shape of our gallery pictures (3 by 2), reserved before they arrive. */
const pictureSize = { width: 600, height: 400 };

/** Thumbnails that open each picture larger in a dialog, with its caption, the way to the next, and Close. */
export function Gallery({ title, items }: { title: string; items: CaptionedPicture[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const item = openIndex === null ? undefined : items[openIndex];
  if (items.length === 0) return null;
  return (
    <>
      <ul className="gallery">
        {items.map((g, i) => (
          <li key={g.picture}>
            <button type="button" className="gallery-thumb" onClick={() => setOpenIndex(i)}>
              <ResponsiveImage src={g.picture} alt={g.alt} sizes="12rem" {...pictureSize} />
              <span className="visually-hidden">(open larger picture)</span>
            </button>
          </li>
        ))}
      </ul>
      <ModalDialog
        open={item !== undefined}
        onClose={() => setOpenIndex(null)}
        title={`${title}: picture ${(openIndex ?? 0) + 1} of ${items.length}`}
      >
        {item && (
          <figure className="gallery-figure">
            <ResponsiveImage src={item.picture} alt={item.alt} sizes="44rem" loading="eager" {...pictureSize} />
            {item.caption && <figcaption>{item.caption}</figcaption>}
          </figure>
        )}
        {openIndex !== null && items.length > 1 && (
          <StepButtons
            index={openIndex}
            count={items.length}
            onStep={setOpenIndex}
            labels={['Previous picture', 'Next picture']}
            className="gallery-steps"
          />
        )}
      </ModalDialog>
    </>
  );
}
