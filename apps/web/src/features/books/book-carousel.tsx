import { type KeyboardEvent, type ReactNode, useState } from 'react';
import { ScriptButton } from '../../lib/hydration.tsx';

/**
 * The WAI-ARIA carousel pattern, without auto-rotation: one slide shows at a time, Previous and Next
 * buttons (and the arrow keys anywhere inside) move between them, and a live region says where you are.
 */
export function Carousel<T>({
  label,
  items,
  itemName,
  renderItem,
}: {
  label: string;
  items: T[];
  itemName: (item: T) => string;
  renderItem: (item: T) => ReactNode;
}) {
  const [current, setCurrent] = useState(0);
  const count = items.length;
  const go = (index: number) => setCurrent((index + count) % count);
  const position = (i: number) => `${i + 1} of ${count}`;

  function onKeyDown(event: KeyboardEvent) {
    const target = event.target as HTMLElement;
    if (target.closest('[role="tablist"], input, textarea, dialog')) return;
    if (event.key === 'ArrowRight') go(current + 1);
    else if (event.key === 'ArrowLeft') go(current - 1);
    else return;
    event.preventDefault();
  }

  const currentItem = items[current];
  return (
    <section className="carousel" aria-roledescription="carousel" aria-label={label} onKeyDown={onKeyDown}>
      <div className="carousel-controls">
        <ScriptButton className="button" onClick={() => go(current - 1)}>
          <span aria-hidden="true">‹ </span>Previous<span className="visually-hidden"> book</span>
        </ScriptButton>
        <p className="carousel-position" aria-live="polite" aria-atomic="true">
          Book {position(current)}
          {currentItem !== undefined && <span className="visually-hidden">: {itemName(currentItem)}</span>}
        </p>
        <ScriptButton className="button" onClick={() => go(current + 1)}>
          Next<span className="visually-hidden"> book</span>
          <span aria-hidden="true"> ›</span>
        </ScriptButton>
      </div>
      {/* Until the script runs, books.css shows every slide side by side, to be scrolled through. */}
      <div className="carousel-slides">
        {items.map((item, i) => (
          <div
            key={itemName(item)}
            role="group"
            aria-roledescription="slide"
            aria-label={`${position(i)}: ${itemName(item)}`}
            hidden={i !== current}
            className="carousel-slide"
          >
            {renderItem(item)}
          </div>
        ))}
      </div>
    </section>
  );
}
