import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type FieldValues, type Path, type PathValue, get } from 'react-hook-form';
import type { z } from 'zod';
import { feedbackMessages } from '@lmr/shared/messages';
import type { SiteContentItem } from '@lmr/shared/site-content';
import { limitsAt } from '../../components/ui/schema-limits.ts';
import { useSchemaForm } from '../../components/ui/use-schema-form.ts';
import { ApiError } from '../../lib/api-client.ts';
import { itemQuery, publishItem, restoreRevision, saveDraft } from './api.ts';

export type Status =
  | { kind: 'idle'; text?: undefined }
  | { kind: 'saving'; text?: undefined }
  | { kind: 'done' | 'error' | 'conflict'; text: string };

/**
 * One site item in an editor: the version it was loaded at travels with every save (If-Match), so a
 * change someone else made meanwhile is refused, said, and offered for reload instead of overwritten.
 * A refusal's field messages go to `onFieldError`, keyed by the field's name (`books.2.title`).
 */
function useSiteItem<T>(key: string, onFieldError: (name: string, message: string) => void) {
  const client = useQueryClient();
  const query = useQuery(itemQuery<T>(key));
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const item = query.data;

  const settle = (next: SiteContentItem<T>) => {
    client.setQueryData(itemQuery<T>(key).queryKey, next);
    void client.invalidateQueries({ queryKey: ['site-item', key, 'revisions'] });
  };

  async function run(action: () => Promise<SiteContentItem<T>>, done: string) {
    setStatus({ kind: 'saving' });
    try {
      settle(await action());
      setStatus({ kind: 'done', text: done });
      return true;
    } catch (err) {
      const error =
        err instanceof ApiError ? err : new ApiError(0, 'unknown', 'Something went wrong. Please try again.');
      for (const [name, message] of Object.entries(error.fields)) onFieldError(name, message);
      setStatus({ kind: error.status === 409 ? 'conflict' : 'error', text: error.message });
      return false;
    }
  }

  return {
    item,
    isError: query.isError,
    status,
    /** What the form's own check of the shared schema found wrong, said as the server would say it. */
    refused: () => setStatus({ kind: 'error', text: feedbackMessages.checkFields }),
    save: (data: T) => run(() => saveDraft(key, item!.version, data), 'Draft saved. Visitors do not see it yet.'),
    /** Saves the editor's words first when they differ from the draft, then makes them live. */
    publish: async (data: T, changed: boolean) => {
      let version = item!.version;
      if (changed) {
        const saved = await run(() => saveDraft(key, version, data), '');
        if (!saved) return false;
        version = client.getQueryData(itemQuery<T>(key).queryKey)!.version;
      }
      return run(() => publishItem(key, version), 'Published: visitors see it now.');
    },
    restore: (id: number) =>
      run(() => restoreRevision(key, id, item!.version), `Revision ${id} restored and published as a new revision.`),
    reload: async () => {
      setStatus({ kind: 'idle' });
      await client.invalidateQueries({ queryKey: ['site-item', key] });
    },
  };
}

/**
 * An editor of one site item: a schema form over the item's shared schema (the one the server checks
 * every save against), taking the stored document afresh whenever it moves (its own save, a restore, a
 * reload), with what its Save draft and Publish buttons need. Each field's binding carries the limits
 * the schema sets for it, so the editor shows the server's numbers and writes none of its own.
 */
export function useSiteEditor<In extends FieldValues, Out extends FieldValues>(
  key: string,
  schema: z.ZodType<Out, In>,
) {
  const stored = useQuery(itemQuery<Out>(key)).data;
  const loaded = stored ? (stored.draft ?? stored.published) : undefined;
  const { form, field } = useSchemaForm(schema, { values: loaded as In | undefined });
  const site = useSiteItem<Out>(key, (name, message) => form.setError(name as Path<In>, { message }));
  const changed = form.formState.isDirty;
  const errorAt = (name: Path<In>) => (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
  const fields = {
    form,
    /** A text field's binding, with the most characters the server takes. */
    text: (name: Path<In>) => ({ ...field(name), ...limitsAt(schema, name) }),
    /** A number field's binding (empty reads as 0, as the server keeps it), with the least and most it takes. */
    number: (name: Path<In>) => ({
      ...form.register(name, { setValueAs: (typed: string | number) => (typed === '' ? 0 : Number(typed)) }),
      error: errorAt(name),
      type: 'number',
      ...limitsAt(schema, name),
    }),
    /** A checkbox's binding (or, given to several with their own values, a list of the ticked ones). */
    checkbox: (name: Path<In>) => field(name),
    /** A value set by a control of the editor's own (a picture, a colour): what it holds and how to change it. */
    value: (name: Path<In>) => ({
      value: String(form.watch(name) ?? ''),
      onChange: (next: string) => form.setValue(name, next as PathValue<In, Path<In>>, { shouldDirty: true }),
      error: errorAt(name),
    }),
  };
  const actions = {
    changed,
    hasDraft: !!site.item?.draft,
    status: site.status,
    onPublish: () => void form.handleSubmit((values) => site.publish(values, changed), site.refused)(),
    onReload: () => void site.reload(),
  };
  const save = form.handleSubmit((values) => site.save(values), site.refused);
  return { site, ready: !!loaded, fields, actions, save };
}

export type SiteEditorFields<In extends FieldValues> = ReturnType<typeof useSiteEditor<In, FieldValues>>['fields'];
