import { useState } from 'react';
import { limits } from '@lmr/shared/limits';
import { Field } from '../../../components/ui/form-field.tsx';
import { ConfirmDialog } from '../../../components/ui/modal-dialog.tsx';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';

/** A gallery entry while editing: an image already stored (address) or a new file to upload on save. */
export interface GalleryItem {
  key: string;
  address?: string;
  file?: File;
  preview?: string;
  caption: string;
}

interface GalleryEditorProps {
  items: GalleryItem[];
  onChange: (items: GalleryItem[]) => void;
  captionErrors: Record<number, string>;
  /** A picture the server refused, by place in the list: its message names the file and why. */
  imageErrors: Record<number, string>;
}

const move = <T,>(list: T[], from: number, to: number) => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
};

/** What the admin calls a picture: its caption, else the file's name. */
const pictureName = (item: GalleryItem, i: number) =>
  item.caption.trim() ? `“${item.caption.trim()}”` : item.file ? item.file.name : `image ${i + 1}`;

export const itemFromFile = (file: File): GalleryItem => ({
  key: `${file.name}-${Math.random().toString(36).slice(2)}`,
  file,
  preview: URL.createObjectURL(file),
  caption: '',
});

/** Every gallery image with its caption: change the caption, move it up or down, replace it or remove it. */
export function GalleryEditor({ items, onChange, captionErrors, imageErrors }: GalleryEditorProps) {
  const update = (i: number, patch: Partial<GalleryItem>) =>
    onChange(items.map((item, j) => (j === i ? { ...item, ...patch } : item)));
  const [removing, setRemoving] = useState<number | null>(null);
  return (
    <>
      <ConfirmDialog
        open={removing !== null}
        text={
          removing === null
            ? ''
            : `Remove gallery image ${removing + 1}, ${pictureName(items[removing]!, removing)}? It goes when the event is saved.`
        }
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          onChange(items.filter((_, j) => j !== removing));
          setRemoving(null);
        }}
      />
      <ol className="gallery-editor" aria-label="Gallery images">
        {items.map((item, i) => (
          <li key={item.key}>
            {item.preview ? (
              <img src={item.preview} alt={`Gallery image ${i + 1} (new)`} />
            ) : (
              <ResponsiveImage src={item.address!} alt={`Gallery image ${i + 1}`} sizes="8rem" />
            )}
            <div>
              <Field
                label={`Caption ${i + 1}`}
                value={item.caption}
                required
                limit={{ max: limits.captionMax }}
                error={captionErrors[i]}
                onChange={(e) => update(i, { caption: e.target.value })}
              />
              <Field
                label={`Replace image ${i + 1}`}
                type="file"
                accept="image/*"
                error={imageErrors[i]}
                onChange={(e) => {
                  const file = e.currentTarget.files?.[0];
                  if (file) update(i, { file, preview: URL.createObjectURL(file), address: undefined });
                }}
              />
              <div className="actions">
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={i === 0}
                  onClick={() => onChange(move(items, i, i - 1))}
                >
                  Move image {i + 1} up
                </button>
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={i === items.length - 1}
                  onClick={() => onChange(move(items, i, i + 1))}
                >
                  Move image {i + 1} down
                </button>
                <button type="button" className="button button-secondary" onClick={() => setRemoving(i)}>
                  Remove image {i + 1}
                </button>
              </div>
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}
