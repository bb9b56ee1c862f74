import { linksKey } from '@lmr/shared/site-keys';
import { withQueryClient } from '../../lib/query-client.tsx';
import { useSiteList } from '../../lib/site-pages.ts';
import { siteLinksQuery } from './api.ts';
import { MarkdownPage } from '../../components/markdown-page.tsx';

function OtherLinksPage() {
  // A link is shown only when an admin has given both its words and its address.
  const links = (useSiteList(siteLinksQuery, linksKey).data?.links ?? []).filter((link) => link.label && link.url);
  return (
    <MarkdownPage name="other-links">
      {links.length > 0 && (
        <ul className="link-list">
          {links.map((link) => (
            <li key={link.url}>
              {/* noopener: the other site cannot reach back into this tab; noreferrer: it is not told where the visitor came from. */}
              <a href={link.url} target="_blank" rel="noopener noreferrer">
                {link.label}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
              <span className="link-url">{link.url}</span>
              {link.description && <p>{link.description}</p>}
            </li>
          ))}
        </ul>
      )}
    </MarkdownPage>
  );
}

export default withQueryClient(OtherLinksPage);
