import { zodResolver } from '@hookform/resolvers/zod';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormRegisterReturn,
  get,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { useTimedFeedback } from './feedback.tsx';
import { showServerError, uploadFailureText } from '../../lib/server-errors.ts';

/** What field(name) gives a Field: its value binding and its error. */
export type FieldBinding = UseFormRegisterReturn & { error?: string };

/**
 * The one way to build a form: react-hook-form checking one of the shared schemas, the same rule the
 * server applies. `field(name)` gives a Field its value binding and its error; `submitWith(action)`
 * runs the action with the checked values and says how it went in the form's Alert: the words the
 * action answers on success, and on a refusal the server's own words, with its field messages put on
 * the fields. With `lasting`, what the Alert says stays until the next submit. With `uploads`, a refused
 * file (too large, of a wrong type) is named with the server's reason too. With `values` (a document
 * loaded from the server), the form takes them afresh whenever they change.
 */
export function useSchemaForm<In extends FieldValues, Out extends FieldValues>(
  schema: z.ZodType<Out, In>,
  {
    defaultValues,
    values,
    lasting,
    uploads,
  }: { defaultValues?: DefaultValues<In>; values?: In; lasting?: boolean; uploads?: boolean } = {},
) {
  const form = useForm<In, unknown, Out>({ resolver: zodResolver(schema), defaultValues, values });
  const { feedback, show } = useTimedFeedback(lasting);
  const field = (name: Path<In>): FieldBinding => ({
    ...form.register(name),
    error: (get(form.formState.errors, name) as { message?: string } | undefined)?.message,
  });
  const submitWith = (action: (values: Out) => Promise<string | void>) =>
    form.handleSubmit(async (values) => {
      try {
        const done = await action(values);
        if (done) show(done, 'success');
      } catch (err) {
        const text = showServerError(err, form.setError);
        show(uploads ? uploadFailureText(err, text) : text, 'error');
      }
    });
  return { form, field, submitWith, feedback, show, busy: form.formState.isSubmitting };
}
