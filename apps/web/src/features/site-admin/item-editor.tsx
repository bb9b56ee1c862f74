import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { PageMeta } from '../../components/page-meta.tsx';
import { PreviewLink } from './preview-link.tsx';
import { RevisionHistory } from './revision-history.tsx';
import { EditorActions, EditorForm } from './status-line.tsx';
import { type SiteEditorFields, useSiteEditor } from './use-site-item.ts';
import './site-admin.css';

/** A list or document of the site's in its own screen: its fields, Save draft, Publish and its revisions. */
export function ItemEditorPage<In extends FieldValues, Out extends FieldValues>({
  itemKey,
  schema,
  previewPath,
  title,
  description,
  intro,
  children,
}: {
  itemKey: string;
  /** The shared schema the server checks the item's document against. */
  schema: z.ZodType<Out, In>;
  /** Where visitors see the item: the editor links to its preview there. */
  previewPath: string;
  title: string;
  description: string;
  intro: ReactNode;
  children: (fields: SiteEditorFields<In>) => ReactNode;
}) {
  const { site, ready, fields, actions, save } = useSiteEditor(itemKey, schema);
  let body: ReactNode;
  if (site.isError) body = <p role="alert">This could not be loaded. Please try again.</p>;
  else if (!ready || !site.item) body = <p role="status">Loading…</p>;
  else
    body = (
      <>
        <p>
          {intro} Anything left empty is not shown. Last change by {site.item.updatedBy || 'nobody yet'}.{' '}
          <PreviewLink path={previewPath} />
        </p>
        <EditorForm save={save}>
          {children(fields)}
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
