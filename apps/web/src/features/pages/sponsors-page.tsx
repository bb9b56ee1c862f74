import { sponsorsKey } from '@lmr/shared/site-keys';
import type { ReactNode } from 'react';
import { ResponsiveImage } from '../../components/ui/responsive-image.tsx';
import { withQueryClient } from '../../lib/query-client.tsx';
import { useSiteList } from '../../lib/site-pages.ts';
import { siteSponsorsQuery } from './api.ts';
import { MarkdownPage } from '../../components/markdown-page.tsx';

/** The usual shape of a logo, reserved before the picture arrives. */
const logoSize = { width: 240, height: 120 };

const linked = (link: string, content: ReactNode) => (link ? <a href={link}>{content}</a> : content);

function SponsorsPage() {
  const sponsors = useSiteList(siteSponsorsQuery, sponsorsKey).data;
  const logos = sponsors?.logos ?? [];
  const names = sponsors?.names ?? [];
  return (
    <MarkdownPage name="sponsors">
      {logos.length > 0 && (
        <section aria-labelledby="sponsor-logos">
          <h2 id="sponsor-logos">With thanks to</h2>
          <ul className="logo-grid">
            {logos.map((sponsor) => (
              <li key={sponsor.logo}>
                {linked(
                  sponsor.link,
                  <ResponsiveImage
                    src={sponsor.logo}
                    alt={sponsor.name ? `${sponsor.name} logo` : 'The logo of one of our supporters'}
                    sizes="10rem"
                    {...logoSize}
                  />,
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      {names.length > 0 && (
        <section aria-labelledby="sponsor-names">
          <h2 id="sponsor-names">And our sponsors</h2>
          <ul className="name-list">
            {names.map((sponsor) => (
              <li key={sponsor.name}>{linked(sponsor.link, sponsor.name)}</li>
            ))}
          </ul>
        </section>
      )}
    </MarkdownPage>
  );
}

export default withQueryClient(SponsorsPage);
