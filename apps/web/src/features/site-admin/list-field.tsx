import type { ReactNode } from 'react';
import type { documentFields, Path } from './document-fields.tsx';
import { RemoveButton, without } from './item-editor.tsx';
import { PictureField } from './picture-field.tsx';
import { SortableList } from './sortable-list.tsx';

/** A list in a document: each row's fields and its Remove button, reordered by drag or keyboard, and an Add button. */
export function ListField<T>({
  label,
  items,
  onChange,
  itemLabel,
  newItem,
  addLabel,
  children,
}: {
  label: string;
  items: T[];
  onChange: (items: T[]) => void;
  itemLabel: (item: T, index: number) => string;
  newItem: () => T;
  addLabel: string;
  children: (item: T, index: number) => ReactNode;
}) {
  return (
    <>
      <SortableList label={label} items={items} onChange={onChange} itemLabel={itemLabel}>
        {(item, i) => (
          <div className="list-item-fields">
            {children(item, i)}
            <RemoveButton name={itemLabel(item, i)} onRemove={() => onChange(without(items, i))} />
          </div>
        )}
      </SortableList>
      <button type="button" className="button button-secondary" onClick={() => onChange([...items, newItem()])}>
        {addLabel}
      </button>
    </>
  );
}

type Fields = ReturnType<typeof documentFields<unknown>> & { errors: Record<string, string> };

/** A picture and the words a visitor who cannot see it hears (required by the server when there is a picture). */
export function pictureWithWords(fields: Fields, label: string, address: string, picture: Path, words: Path) {
  return (
    <>
      <PictureField
        label={label}
        address={address}
        onChange={(next) => fields.update(picture, next)}
        error={fields.errors[picture.join('.')]}
      />
      {fields.text(`${label}: description for visitors who cannot see it`, words, { maxLength: 300 })}
    </>
  );
}
