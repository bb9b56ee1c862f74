import { type ReactNode, useState } from 'react';

/**
 * A list an admin puts in order by dragging a row, or from the keyboard with its Move up and Move down
 * buttons (or the arrow keys on its handle); the new place is announced for screen readers.
 */
export function SortableList<T>({
  items,
  keys,
  onMove,
  label,
  itemLabel,
  children,
}: {
  items: T[];
  /** Each row's own key, which stays with it when it moves. */
  keys: string[];
  onMove: (from: number, to: number) => void;
  label: string;
  itemLabel: (item: T, index: number) => string;
  children: (item: T, index: number) => ReactNode;
}) {
  const [dragging, setDragging] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length || from === to) return;
    onMove(from, to);
    setAnnouncement(`${itemLabel(items[from]!, from)} moved to place ${to + 1} of ${items.length}.`);
  };
  return (
    <>
      <ol className="list-editor" aria-label={label}>
        {items.map((item, i) => (
          <li
            key={keys[i]}
            draggable
            data-dragging={dragging === i}
            onDragStart={(e) => {
              setDragging(i);
              e.dataTransfer.effectAllowed = 'move';
              e.dataTransfer.setData('text/plain', String(i));
            }}
            onDragOver={(e) => e.preventDefault()}
            onDrop={(e) => {
              e.preventDefault();
              if (dragging !== null) move(dragging, i);
              setDragging(null);
            }}
            onDragEnd={() => setDragging(null)}
          >
            <button
              type="button"
              className="drag-handle button-secondary button"
              aria-label={`Reorder ${itemLabel(item, i)}: arrow keys move it`}
              onKeyDown={(e) => {
                if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
                  e.preventDefault();
                  move(i, e.key === 'ArrowUp' ? i - 1 : i + 1);
                }
              }}
            >
              ↕
            </button>
            {children(item, i)}
            <button type="button" className="button button-secondary" disabled={i === 0} onClick={() => move(i, i - 1)}>
              Move up<span className="visually-hidden"> {itemLabel(item, i)}</span>
            </button>
            <button
              type="button"
              className="button button-secondary"
              disabled={i === items.length - 1}
              onClick={() => move(i, i + 1)}
            >
              Move down<span className="visually-hidden"> {itemLabel(item, i)}</span>
            </button>
          </li>
        ))}
      </ol>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
    </>
  );
}
