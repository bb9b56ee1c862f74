import type { ReactNode } from 'react';
import type { SitePageName } from '@lmr/shared/site-content';
import { PageMeta } from '../../app/page-meta.tsx';
import { DraftNotice } from '../../components/ui/draft-notice.tsx';
import { PagePicture } from '../../components/ui/page-picture.tsx';
import { withQueryClient } from '../../lib/query-client.tsx';
import { useSitePage } from '../../lib/site-pages.ts';
import './pages.css';

/**
 * A page whose words an admin keeps in the Site area. Its HTML is made by the server from the
 * Markdown and sanitised there (packages/shared/src/markdown.ts): nothing an admin
 * types can run in a visitor's browser.
 */
function SitePageView({ name, children, before }: { name: SitePageName; children?: ReactNode; before?: ReactNode }) {
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
      {isDraft && <DraftNotice />}
      <h1>{page.title}</h1>
      {before}
      <div className={page.picture ? 'page-with-picture' : undefined}>
        <PagePicture page={page} className="page-picture" sizes="(min-width: 60rem) 24rem, 100vw" priority />
        <div className="prose" dangerouslySetInnerHTML={{ __html: page.html }} />
      </div>
      {children}
    </article>
  );
}

export const MarkdownPage = withQueryClient(SitePageView);
