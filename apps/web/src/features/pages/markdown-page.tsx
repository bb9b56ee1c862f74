import type { ReactNode } from 'react';
import type { ContentImage } from '../../../scripts/content-images.ts';
import { PageMeta } from '../../app/page-meta.tsx';
import { Picture } from './content-image.tsx';
import './pages.css';

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
  picture,
  children,
  before,
}: {
  page: MarkdownContent;
  /** A drawing beside the words; its alt text is the drawing's own title. */
  picture?: ContentImage;
  children?: ReactNode;
  before?: ReactNode;
}) {
  return (
    <article className="page">
      <PageMeta title={page.title} description={page.description} />
      <h1>{page.title}</h1>
      {before}
      <div className={picture ? 'page-with-picture' : undefined}>
        {picture && (
          <Picture
            image={picture}
            alt={picture.title ?? ''}
            className="page-picture"
            sizes="(min-width: 60rem) 24rem, 100vw"
            eager
          />
        )}
        <div className="prose" dangerouslySetInnerHTML={{ __html: page.html }} />
      </div>
      {children}
    </article>
  );
}
