import type { ReactNode } from 'react';
import { type ArrayPath, type FieldArray, type FieldValues, type Path, useFieldArray } from 'react-hook-form';
import { Field } from '../../components/ui/form-field.tsx';
import { PictureField } from './picture-field.tsx';
import { SortableList } from './sortable-list.tsx';
import type { SiteEditorFields } from './use-site-item.ts';

/** A row's Remove button, named for screen readers by what it removes. */
function RemoveButton({ name, onRemove }: { name: string; onRemove: () => void }) {
  return (
    <button type="button" className="button button-secondary" onClick={onRemove}>
      Remove<span className="visually-hidden"> {name}</span>
    </button>
  );
}

/**
 * A list in an editor's document (a field array of its form): each row's fields and its Remove button,
 * reordered by drag or keyboard, and an Add button.
 */
export function ListField<T extends FieldValues, N extends ArrayPath<T>>({
  fields,
  name,
  label,
  itemLabel,
  newItem,
  addLabel,
  children,
}: {
  fields: SiteEditorFields<T>;
  name: N;
  label: string;
  itemLabel: (item: FieldArray<T, N>, index: number) => string;
  newItem: () => FieldArray<T, N>;
  addLabel: string;
  children: (item: FieldArray<T, N>, index: number) => ReactNode;
}) {
  const rows = useFieldArray({ control: fields.form.control, name });
  const now = (fields.form.watch(name as unknown as Path<T>) ?? []) as FieldArray<T, N>[];
  const items = rows.fields.map((row, i) => now[i] ?? (row as FieldArray<T, N>));
  return (
    <>
      <SortableList
        label={label}
        items={items}
        keys={rows.fields.map((row) => row.id)}
        onMove={rows.move}
        itemLabel={itemLabel}
      >
        {(item, i) => (
          <div className="list-item-fields">
            {children(item, i)}
            <RemoveButton name={itemLabel(item, i)} onRemove={() => rows.remove(i)} />
          </div>
        )}
      </SortableList>
      <button type="button" className="button button-secondary" onClick={() => rows.append(newItem())}>
        {addLabel}
      </button>
    </>
  );
}

/** A picture and the words a visitor who cannot see it hears (required by the server when there is a picture). */
export function PictureWithWords<T extends FieldValues>({
  fields,
  label,
  picture,
  words,
}: {
  fields: SiteEditorFields<T>;
  label: string;
  picture: Path<T>;
  words: Path<T>;
}) {
  return (
    <>
      <PictureField label={label} {...fields.value(picture)} />
      <Field label={`${label}: description for visitors who cannot see it`} {...fields.text(words)} />
    </>
  );
}
