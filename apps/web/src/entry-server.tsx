import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './app/app.tsx';
import { HeadCollectorContext, type HeadTags } from './app/page-meta.tsx';

/** Renders one URL to HTML at build time, waiting for its on-demand code, and reports the page's head tags. */
export async function render(url: string): Promise<{ html: string; head: HeadTags | undefined }> {
  let head: HeadTags | undefined;
  const collect = (tags: HeadTags) => {
    head = tags;
  };
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <HeadCollectorContext value={collect}>
        <StaticRouter location={url}>
          <App />
        </StaticRouter>
      </HeadCollectorContext>
    </StrictMode>,
    // Large screens would otherwise be sent as hidden chunks moved into place by inline scripts, which the CSP refuses.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return { html, head };
}
