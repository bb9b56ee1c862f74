import type { ReactNode } from 'react';
import { PageMeta } from '../../app/page-meta.tsx';

export interface MarkdownContent {
  title: string;
  description: string;
  html: string;
}

/**
 * A page whose words live in content/pages/*.md. The HTML comes from our own content files,
 * turned into HTML at build time, never from anything a visitor or admin typed.
 */
export function MarkdownPage({
  page,
  children,
  before,
}: {
  page: MarkdownContent;
  children?: ReactNode;
  before?: ReactNode;
}) {
  return (
    <article className="page">
      <PageMeta title={page.title} description={page.description} />
      <h1>{page.title}</h1>
      {before}
      <div className="prose" dangerouslySetInnerHTML={{ __html: page.html }} />
      {children}
    </article>
  );
}
