import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { SiteContentItem } from '@lmr/shared/site-content';
import { ApiError } from '../../lib/api-client.ts';
import { itemQuery, publishItem, restoreRevision, saveDraft } from './api.ts';

export type Status =
  | { kind: 'idle'; text?: undefined }
  | { kind: 'saving'; text?: undefined }
  | { kind: 'done' | 'error' | 'conflict'; text: string };

/**
 * One site item in an editor: the version it was loaded at travels with every save (If-Match), so a
 * change someone else made meanwhile is refused, said, and offered for reload instead of overwritten.
 */
function useSiteItem<T>(key: string) {
  const client = useQueryClient();
  const query = useQuery(itemQuery<T>(key));
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const item = query.data;

  const settle = (next: SiteContentItem<T>) => {
    client.setQueryData(itemQuery<T>(key).queryKey, next);
    void client.invalidateQueries({ queryKey: ['site-item', key, 'revisions'] });
  };

  async function run(action: () => Promise<SiteContentItem<T>>, done: string) {
    setStatus({ kind: 'saving' });
    setFieldErrors({});
    try {
      settle(await action());
      setStatus({ kind: 'done', text: done });
      return true;
    } catch (err) {
      const error =
        err instanceof ApiError ? err : new ApiError(0, 'unknown', 'Something went wrong. Please try again.');
      setFieldErrors(error.fields);
      setStatus({ kind: error.status === 409 ? 'conflict' : 'error', text: error.message });
      return false;
    }
  }

  return {
    item,
    isError: query.isError,
    status,
    fieldErrors,
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
 * An editor's own copy of an item, taken afresh whenever the stored version moves (its own save, a
 * restore, a reload), with what its Save draft and Publish buttons need.
 */
export function useSiteEditor<T>(key: string) {
  const site = useSiteItem<T>(key);
  const loaded = site.item ? (site.item.draft ?? site.item.published) : undefined;
  const [form, setForm] = useState<T | undefined>(loaded);
  const [loadedVersion, setLoadedVersion] = useState<number>();
  if (site.item && site.item.version !== loadedVersion && site.status.kind !== 'saving') {
    setLoadedVersion(site.item.version);
    setForm(loaded);
  }
  const changed = JSON.stringify(form) !== JSON.stringify(loaded);
  const actions = {
    changed,
    hasDraft: !!site.item?.draft,
    status: site.status,
    onPublish: () => void (form && site.publish(form, changed)),
    onReload: () => void site.reload().then(() => setLoadedVersion(undefined)),
  };
  return { site, form, setForm, actions };
}
