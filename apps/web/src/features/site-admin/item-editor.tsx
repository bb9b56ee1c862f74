import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageMeta } from '../../components/page-meta.tsx';
import { documentFields } from './document-fields.tsx';
import { PreviewLink } from './preview-link.tsx';
import { RevisionHistory } from './revision-history.tsx';
import { EditorActions, EditorForm } from './status-line.tsx';
import { useSiteEditor } from './use-site-item.ts';
import './site-admin.css';

type Fields<T> = ReturnType<typeof documentFields<T>> & { form: T; errors: Record<string, string> };

/** A list or document of the site's in its own screen: its fields, Save draft, Publish and its revisions. */
export function ItemEditorPage<T>({
  itemKey,
  previewPath,
  title,
  description,
  intro,
  children,
}: {
  itemKey: string;
  /** Where visitors see the item: the editor links to its preview there. */
  previewPath: string;
  title: string;
  description: string;
  intro: ReactNode;
  children: (fields: Fields<T>) => ReactNode;
}) {
  const { site, form, setForm, actions } = useSiteEditor<T>(itemKey);
  let body: ReactNode;
  if (site.isError) body = <p role="alert">This could not be loaded. Please try again.</p>;
  else if (!form || !site.item) body = <p role="status">Loading…</p>;
  else
    body = (
      <>
        <p>
          {intro} Anything left empty is not shown. Last change by {site.item.updatedBy || 'nobody yet'}.{' '}
          <PreviewLink path={previewPath} />
        </p>
        <EditorForm save={() => site.save(form)}>
          {children({ ...documentFields(form, setForm, site.fieldErrors), form, errors: site.fieldErrors })}
          <EditorActions {...actions} />
        </EditorForm>
        <RevisionHistory itemKey={itemKey} onRestore={(id) => void site.restore(id)} />
      </>
    );
  return (
    <article className="page site-admin">
      <PageMeta title={title} description={description} noindex />
      <p>
        <Link to="/admin/site">Site</Link> › {title.replace(/^Edit /, '')}
      </p>
      <h1>{title}</h1>
      {body}
    </article>
  );
}

/** A row's Remove button, named for screen readers by what it removes. */
export function RemoveButton({ name, onRemove }: { name: string; onRemove: () => void }) {
  return (
    <button type="button" className="button button-secondary" onClick={onRemove}>
      Remove<span className="visually-hidden"> {name}</span>
    </button>
  );
}

export const without = <T,>(list: T[], index: number) => list.filter((_, i) => i !== index);
