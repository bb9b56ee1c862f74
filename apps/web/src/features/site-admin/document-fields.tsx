import { ChoiceField, Field } from '../../components/ui/form-field.tsx';

export type Path = (string | number)[];

const getIn = (value: unknown, path: Path): unknown =>
  path.reduce<unknown>((v, k) => (v as Record<string | number, unknown> | undefined)?.[k], value);

const setIn = <T,>(value: T, [head, ...rest]: Path, next: unknown): T => {
  const copy = (Array.isArray(value) ? [...value] : { ...value }) as Record<string | number, unknown>;
  copy[head!] = rest.length ? setIn(copy[head!], rest, next) : next;
  return copy as T;
};

/**
 * Fields bound to a place in an item's document (such as ['books', 2, 'title']), each showing the
 * server's message for that place when a save is refused.
 */
export function documentFields<T>(form: T, setForm: (next: T) => void, errors: Record<string, string>) {
  const update = (path: Path, value: unknown) => setForm(setIn(form, path, value));
  const text = (
    label: string,
    path: Path,
    props: { type?: string; maxLength?: number; hint?: string; multiline?: boolean } = {},
  ) => {
    const shared = {
      label: props.hint ? `${label} (${props.hint})` : label,
      maxLength: props.maxLength ?? 200,
      value: String(getIn(form, path) ?? ''),
      error: errors[path.join('.')],
    };
    return props.multiline ? (
      <Field {...shared} multiline rows={3} onChange={(e) => update(path, e.target.value)} />
    ) : (
      <Field {...shared} type={props.type ?? 'text'} onChange={(e) => update(path, e.target.value)} />
    );
  };
  const number = (label: string, path: Path, step = '1', min: number | undefined = 0) => (
    <Field
      label={label}
      type="number"
      min={min}
      step={step}
      value={String(getIn(form, path) ?? 0)}
      onChange={(e) => update(path, e.target.value === '' ? 0 : Number(e.target.value))}
      error={errors[path.join('.')]}
    />
  );
  const checkbox = (label: string, path: Path) => (
    <ChoiceField label={label} checked={!!getIn(form, path)} onChange={(e) => update(path, e.target.checked)} />
  );
  return { update, text, number, checkbox };
}
