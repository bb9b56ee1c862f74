import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type RefCallback,
  type TextareaHTMLAttributes,
  useLayoutEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { countOf, formatNumber } from '@lmr/shared/plural';
import { limits } from '@lmr/shared/limits';
import type { FieldBinding } from './use-schema-form.ts';
import { FieldError, FieldFrame } from './field-frame.tsx';

/** What a field's control carries so that a screen reader reads its error (and any hints) with it. */
export function describedControl(id: string, error: string | undefined, hints: (string | false | undefined)[] = []) {
  const described = [...hints, error && `${id}-error`].filter(Boolean);
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described.length ? described.join(' ') : undefined,
  };
}

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

type Common = {
  label: string;
  /** What the field is for, under its label. */
  hint?: string;
  error?: string;
  limit?: LengthLimit;
  rules?: readonly RulePart[];
  hideLabel?: boolean;
};
type FieldElement = HTMLInputElement & HTMLTextAreaElement;

function limitText({ moreThan, max }: LengthLimit) {
  return moreThan === undefined
    ? `At most ${countOf(max, 'character')}.`
    : `More than ${countOf(moreThan, 'character')}, at most ${formatNumber(max)}.`;
}

/** An empty field is not yet wrong (a fresh form, or one just sent): only a count outside the limit is. */
const outside = ({ moreThan, max }: LengthLimit, n: number) =>
  n > max || (n > 0 && moreThan !== undefined && n <= moreThan);

/**
 * A labelled field whose error is tied to it for screen readers. A limit is shown before typing with a
 * live count, and a rule's parts are ticked as they are met, so nobody learns a rule from a refusal.
 */
export function Field({
  label,
  hint,
  error,
  multiline,
  limit,
  rules,
  hideLabel,
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
  // The form may change the value without an input event (a reset): read it after every render, before
  // the screen shows it, so the count never lags behind the field. It settles at once: the second run
  // finds the same value and sets nothing.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    const now = element.current?.value ?? '';
    if (now !== value) setValue(now);
  });
  const setRef: RefCallback<FieldElement> = (el) => {
    element.current = el;
    if (typeof ref === 'function') ref(el);
    else if (ref) ref.current = el;
  };
  const control = {
    ...describedControl(id, error, [hint && `${id}-hint`, limit && `${id}-limit`, rules && `${id}-rules`]),
    ref: setRef,
    onInput: (e: { currentTarget: { value: string } }) => setValue(e.currentTarget.value),
  };
  return (
    <FieldFrame id={id} label={label} error={error} required={rest.required} hideLabel={hideLabel}>
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {limit && (
        <p id={`${id}-limit`} className="field-hint">
          {limitText(limit)}{' '}
          <span className={outside(limit, value.length) ? 'field-count field-count-outside' : 'field-count'}>
            {countOf(value.length, 'character')} so far.
          </span>
        </p>
      )}
      {multiline ? (
        <textarea rows={6} {...(rest as TextareaHTMLAttributes<HTMLTextAreaElement>)} {...control} />
      ) : (
        <input {...(rest as InputHTMLAttributes<HTMLInputElement>)} {...control} />
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
    </FieldFrame>
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
    <FieldFrame id={id} label={label} error={error}>
      <select {...describedControl(id, error)} {...rest}>
        {children}
      </select>
    </FieldFrame>
  );
}

/** A checkbox (or one radio button of a group) with its label beside it, and its error. */
export function ChoiceField({
  label,
  error,
  type = 'checkbox',
  ...rest
}: { label: ReactNode; error?: string; type?: 'checkbox' | 'radio' } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className="choice-field">
      <input type={type} {...describedControl(id, error)} {...rest} />
      <label htmlFor={id}>{label}</label>
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

/** A form's submit button and, beside it, a Cancel that leaves the form unsent. */
export function SubmitOrCancel({
  busy,
  onCancel,
  children,
}: {
  busy: boolean;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <div className="actions">
      <SubmitButton busy={busy}>{children}</SubmitButton>
      <button type="button" className="button button-secondary" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}

/** A mail's subject and message, with the limits the contact form and the newsletter share. */
export function SubjectAndMessage(props: { subject: FieldBinding; message: FieldBinding; subjectHint?: string }) {
  return (
    <>
      <Field label="Subject" hint={props.subjectHint} limit={{ max: limits.subjectMax }} {...props.subject} />
      <Field
        label="Message"
        multiline
        limit={{ moreThan: limits.messageMinExclusive, max: limits.messageMax }}
        {...props.message}
      />
    </>
  );
}
