import { dehydrate, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './app/app.tsx';
import { headHtml, scriptJson } from './app/head-html.ts';
import { HeadCollectorContext, type HeadTags } from './components/page-meta.tsx';
import { PublicUrlContext } from './components/public-url.tsx';
import { railwayStructuredData } from './features/home/structured-data.ts';
import { newQueryClient, QUERY_STATE_ID } from './lib/query-client.tsx';
import { siteSettingsQuery } from './lib/site-pages.ts';

export { hasRouteData, queriesFor } from './app/route-data.ts';

export interface RenderedPage {
  head: string;
  html: string;
  /** The data the page was rendered with, as a JSON <script> for the browser to start from ('' if none). */
  state: string;
}

/** The tree a page is rendered from, with its data in place (also what bench/render.bench.ts renders bare). */
export function pageTree(
  pathname: string,
  data: { key: QueryKey; value: unknown }[],
  client = newQueryClient(),
  collect: (tags: HeadTags) => void = () => undefined,
  publicUrl = '',
) {
  for (const { key, value } of data) client.setQueryData(key, value);
  return (
    <StrictMode>
      <HeadCollectorContext value={collect}>
        <PublicUrlContext value={publicUrl}>
          <QueryClientProvider client={client}>
            <StaticRouter location={pathname}>
              <App />
            </StaticRouter>
          </QueryClientProvider>
        </PublicUrlContext>
      </HeadCollectorContext>
    </StrictMode>
  );
}

/**
 * Renders one page on the server with the answers to its screen's queries (`queriesFor`, loaded by the
 * server's own repository functions, not HTTP): the same components the browser runs, waiting for
 * their on-demand code. Hands back the head tags and the data for the browser to hydrate with.
 */
export async function render(
  pathname: string,
  publicUrl: string,
  data: { key: QueryKey; value: unknown }[],
): Promise<RenderedPage> {
  const client = newQueryClient();
  let head: HeadTags | undefined;
  const { prelude } = await prerenderToNodeStream(
    pageTree(pathname, data, client, (tags) => (head = tags), publicUrl),
    // Large screens would otherwise be sent as hidden chunks moved into place by inline scripts, which the CSP refuses.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  if (!head) throw new Error(`${pathname} rendered no PageMeta`);
  const settings = client.getQueryData(siteSettingsQuery.queryKey);
  const extra = pathname === '/' && settings ? [railwayStructuredData(settings, publicUrl)] : [];
  const state = data.length
    ? `<script type="application/json" id="${QUERY_STATE_ID}">${scriptJson(dehydrate(client))}</script>`
    : '';
  return { head: headHtml(head, pathname, publicUrl, extra), html, state };
}
