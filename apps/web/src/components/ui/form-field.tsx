import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type RefCallback,
  type TextareaHTMLAttributes,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { countOf, formatNumber } from '@lmr/shared/plural';

/** A text's length rule, shown before anyone types: more than `moreThan` and at most `max` characters. */
export interface LengthLimit {
  moreThan?: number;
  max: number;
}

/** One part of a rule, ticked beside the field as the value meets it (the password rule). */
export interface RulePart {
  label: string;
  met: (value: string) => boolean;
}

type Common = { label: string; error?: string; limit?: LengthLimit; rules?: readonly RulePart[] };
type FieldElement = HTMLInputElement & HTMLTextAreaElement;

function limitText({ moreThan, max }: LengthLimit) {
  return moreThan === undefined
    ? `At most ${countOf(max, 'character')}.`
    : `More than ${countOf(moreThan, 'character')}, at most ${formatNumber(max)}.`;
}

const within = ({ moreThan, max }: LengthLimit, n: number) => n <= max && (moreThan === undefined || n > moreThan);

/**
 * A labelled field whose error is tied to it for screen readers. A limit is shown before typing with a
 * live count, and a rule's parts are ticked as they are met, so nobody learns a rule from a refusal.
 */
export function Field({
  label,
  error,
  multiline,
  limit,
  rules,
  ref,
  ...rest
}: Common & { ref?: Ref<FieldElement> } & (
    | ({ multiline?: false } & InputHTMLAttributes<HTMLInputElement>)
    | ({ multiline: true } & TextareaHTMLAttributes<HTMLTextAreaElement>)
  )) {
  const id = useId();
  // A field the browser stops at maxLength shows that limit too, so nobody finds it by typing into it.
  const maxLength = (rest as { maxLength?: number }).maxLength;
  limit ??= maxLength ? { max: maxLength } : undefined;
  const element = useRef<FieldElement | null>(null);
  const [value, setValue] = useState('');
  // The form may change the value without an input event (a reset): read it after every render. It
  // settles at once: the second run finds the same value and sets nothing.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => {
    const now = element.current?.value ?? '';
    if (now !== value) setValue(now);
  });
  const setRef: RefCallback<FieldElement> = (el) => {
    element.current = el;
    if (typeof ref === 'function') ref(el);
    else if (ref) ref.current = el;
  };
  const described = [limit && `${id}-limit`, rules && `${id}-rules`, error && `${id}-error`].filter(Boolean);
  const common = {
    id,
    ref: setRef,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described.length ? described.join(' ') : undefined,
    onInput: (e: { currentTarget: { value: string } }) => setValue(e.currentTarget.value),
  };
  return (
    <div className="field">
      {rest.required ? (
        // The mark stays outside the label, so the field's name is the label's words alone.
        <div className="field-label">
          <label htmlFor={id}>{label}</label>
          <span aria-hidden="true">*</span>
        </div>
      ) : (
        <label htmlFor={id}>{label}</label>
      )}
      {limit && (
        <p id={`${id}-limit`} className="field-hint">
          {limitText(limit)}{' '}
          <span className={within(limit, value.length) ? 'field-count' : 'field-count field-count-outside'}>
            {countOf(value.length, 'character')} so far.
          </span>
        </p>
      )}
      {multiline ? (
        <textarea rows={6} {...(rest as TextareaHTMLAttributes<HTMLTextAreaElement>)} {...common} />
      ) : (
        <input {...(rest as InputHTMLAttributes<HTMLInputElement>)} {...common} />
      )}
      {rules && (
        <ul id={`${id}-rules`} className="field-rules" aria-label="What this field needs">
          {rules.map((part) => {
            const met = part.met(value);
            return (
              <li key={part.label} className={met ? 'field-rule-met' : undefined}>
                <span aria-hidden="true">{met ? '✓' : '○'}</span> {part.label}
                <span className="visually-hidden">{met ? ': done' : ': not yet'}</span>
              </li>
            );
          })}
        </ul>
      )}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** A field's error, tied to its field by `id` (the field's aria-describedby names it). */
export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} className="field-error">
      {error}
    </p>
  );
}

/** A labelled choice of options (the <option>s are its children), with its error like every Field. */
export function SelectField({
  label,
  error,
  children,
  ...rest
}: { label: string; error?: string; children: ReactNode } & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...rest}
      >
        {children}
      </select>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** Every form's submit button: it cannot be pressed again while the form is being sent. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="button" disabled={busy}>
      {children}
    </button>
  );
}
