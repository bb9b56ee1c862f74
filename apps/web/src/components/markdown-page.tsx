import type { ReactNode } from 'react';
import type { SitePageName } from '@lmr/shared/site-content';
import { PageMeta } from './page-meta.tsx';
import { DraftNotice } from './ui/draft-notice.tsx';
import { PagePicture } from './ui/page-picture.tsx';
import { withQueryClient } from '../lib/query-client.tsx';
import { useSitePage } from '../lib/site-pages.ts';
import './markdown-page.css';

interface SitePageProps {
  name: SitePageName;
  children?: ReactNode;
  before?: ReactNode;
  className?: string;
  /** For a screen the spec names (404 Not Found, Access Denied): a visitor learns where they are even before, or without, its words. */
  screenTitle?: string;
  noindex?: boolean;
  /** The page also shows a draft of something else (the Site settings): the draft notice says so. */
  showsDraft?: boolean;
}

/**
 * A page whose words an admin keeps in the Site area. Its HTML is made by the server from the
 * Markdown and sanitised there (packages/shared/src/markdown.ts): nothing an admin
 * types can run in a visitor's browser.
 */
function SitePageView({ name, children, before, className = '', screenTitle, noindex, showsDraft }: SitePageProps) {
  const { page, isDraft, isError } = useSitePage(name);
  const pageClass = `page ${className}`.trim();
  if (!page)
    return (
      <article className={pageClass}>
        {screenTitle && <PageMeta title={screenTitle} description="" noindex={noindex} />}
        {screenTitle && <h1>{screenTitle}</h1>}
        <p role={isError ? 'alert' : 'status'}>
          {isError ? 'This page could not be loaded. Please try again.' : 'Loading…'}
        </p>
      </article>
    );
  return (
    <article className={pageClass}>
      <PageMeta title={page.title} description={page.description} noindex={noindex} />
      {(isDraft || showsDraft) && <DraftNotice />}
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
