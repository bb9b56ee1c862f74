import { itemsOfInterestKey } from '@lmr/shared/site-keys';
import { ResponsiveImage } from '../../components/ui/responsive-image.tsx';
import { withQueryClient } from '../../lib/query-client.tsx';
import { useSiteList } from '../../lib/site-pages.ts';
import { siteItemsOfInterestQuery } from './api.ts';
import { MarkdownPage } from '../../components/markdown-page.tsx';

/** The shape of our pictures of things to see (3 by 2), reserved before they arrive. */
const pictureSize = { width: 600, height: 400 };

function ItemsOfInterestPage() {
  const items = useSiteList(siteItemsOfInterestQuery, itemsOfInterestKey).data?.items ?? [];
  return (
    <MarkdownPage name="items-of-interest">
      {items.length > 0 && (
        <ul className="interest-list">
          {items.map((item, i) => (
            <li key={i}>
              <h2>{item.title}</h2>
              {item.picture && (
                <ResponsiveImage
                  src={item.picture}
                  alt={item.pictureAlt}
                  sizes="(min-width: 48rem) 20rem, 100vw"
                  {...pictureSize}
                />
              )}
              {item.text.split(/\n\n+/).map((paragraph, j) => paragraph && <p key={j}>{paragraph}</p>)}
            </li>
          ))}
        </ul>
      )}
    </MarkdownPage>
  );
}

export default withQueryClient(ItemsOfInterestPage);
