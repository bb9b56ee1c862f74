import { Link, useParams } from 'react-router';
import { sitePageDocument } from '@lmr/shared/site-content';
import { PageMeta } from '../../components/page-meta.tsx';
import { Field } from '../../components/ui/form-field.tsx';
import { withQueryClient } from '../../lib/query-client.tsx';
import { MarkdownWithPreview } from './markdown-with-preview.tsx';
import { PictureField } from './picture-field.tsx';
import { PreviewLink } from './preview-link.tsx';
import { RevisionHistory } from './revision-history.tsx';
import { editablePages } from './site-pages.ts';
import { EditorActions, EditorForm } from './status-line.tsx';
import { useSiteEditor } from './use-site-item.ts';
import './site-admin.css';

function PageEditor({ name }: { name: string }) {
  const page = editablePages.find((p) => p.name === name);
  const key = `page:${name}`;
  const { site, ready, fields, actions, save } = useSiteEditor(key, sitePageDocument);

  if (!page) return <p role="alert">There is no such page to edit.</p>;
  if (site.isError) return <p role="alert">This page could not be loaded. Please try again.</p>;
  if (!ready || !site.item) return <p role="status">Loading…</p>;
  const markdown = fields.value('markdown');

  return (
    <>
      <p>
        {site.item.draft ? 'This page has a draft that visitors do not see yet. ' : 'Visitors see what is below. '}
        Last change by {site.item.updatedBy || 'nobody yet'}. <PreviewLink path={page.path} />
      </p>
      {page.hint && <p>{page.hint}</p>}
      <EditorForm save={save}>
        <Field label="Title" required {...fields.text('title')} />
        <Field label="Description for search engines (one sentence)" {...fields.text('description')} />
        <MarkdownWithPreview
          title={String(fields.form.watch('title') ?? '')}
          {...markdown}
          onChange={(e) => markdown.onChange(e.target.value)}
        />
        <fieldset>
          <legend>Picture beside the words</legend>
          <PictureField label="Picture" {...fields.value('picture')} />
          <Field label="Picture: description for visitors who cannot see it" {...fields.text('pictureAlt')} />
          <Field label="Picture: caption shown under it (optional)" {...fields.text('pictureCaption')} />
        </fieldset>
        <EditorActions {...actions} />
      </EditorForm>
      <RevisionHistory itemKey={key} onRestore={(id) => void site.restore(id)} />
    </>
  );
}

function PageEditorPage() {
  const { name = '' } = useParams();
  const label = editablePages.find((p) => p.name === name)?.label ?? name;
  return (
    <article className="page site-admin">
      <PageMeta title={`Edit ${label}`} description="Change a page's words, preview them, and publish." noindex />
      <p>
        <Link to="/admin/site">Site</Link> › {label}
      </p>
      <h1>Edit {label}</h1>
      <PageEditor key={name} name={name} />
    </article>
  );
}

export default withQueryClient(PageEditorPage);
