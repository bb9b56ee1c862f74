import type { ReactNode } from 'react';
import type { SitePageName } from '@lmr/shared/site-content';
import type { ContentImage } from '../../../scripts/content-images.ts';
import { PageMeta } from '../../app/page-meta.tsx';
import { withQueryClient } from '../../lib/query-client.tsx';
import { useSitePage } from '../../lib/site-pages.ts';
import { Picture } from '../../components/ui/content-image.tsx';
import './pages.css';

/**
 * A page whose words an admin keeps in the Site area. Its HTML is made by the server from the
 * Markdown and sanitised there (packages/shared/src/markdown.ts): nothing an admin
 * types can run in a visitor's browser.
 */
function SitePageView({
  name,
  picture,
  children,
  before,
}: {
  name: SitePageName;
  /** A drawing beside the words; its alt text is the drawing's own title. */
  picture?: ContentImage;
  children?: ReactNode;
  before?: ReactNode;
}) {
  const { page, isDraft, isError } = useSitePage(name);
  if (!page)
    return (
      <article className="page">
        <p role={isError ? 'alert' : 'status'}>
          {isError ? 'This page could not be loaded. Please try again.' : 'Loading…'}
        </p>
      </article>
    );
  return (
    <article className="page">
      <PageMeta title={page.title} description={page.description} />
      {isDraft && (
        <p className="draft-banner" role="status">
          Draft preview: visitors do not see these changes until they are published.
        </p>
      )}
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

export const MarkdownPage = withQueryClient(SitePageView);
