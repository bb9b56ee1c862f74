import { trainsKey } from '@lmr/shared/site-keys';
import type { SiteTrain } from '@lmr/shared/site-lists';
import { ResponsiveImage } from '../../components/ui/responsive-image.tsx';
import { withQueryClient } from '../../lib/query-client.tsx';
import { useSiteList } from '../../lib/site-pages.ts';
import { Gallery } from '../../components/ui/gallery.tsx';
import { siteTrainsQuery } from './api.ts';
import { MarkdownPage } from '../../components/markdown-page.tsx';
import { ReadMore } from './read-more.tsx';
import { type Tab, Tabs } from './tabs.tsx';
import './trains.css';

/** The shape of our engine and carriage pictures (3 by 2), reserved before they arrive. */
const pictureSize = { width: 600, height: 400 };

/** A specification table of the rows that say something; a row without a label is a plain fact. */
function Specs({ specs }: { specs: SiteTrain['specs'] }) {
  return (
    <table className="specs">
      <tbody>
        {specs
          .filter((row) => row.value)
          .map((row, i) => (
            <tr key={i}>
              <th scope="row">{row.label}</th>
              <td>{row.value}</td>
            </tr>
          ))}
      </tbody>
    </table>
  );
}

function Locomotive({ loco, index }: { loco: SiteTrain; index: number }) {
  const tabs = (
    [
      !!loco.text && { label: 'History', content: <ReadMore text={loco.text} /> },
      loco.specs.some((row) => row.value) && { label: 'Specs', content: <Specs specs={loco.specs} /> },
      loco.gallery.length > 0 && { label: 'Gallery', content: <Gallery title={loco.name} items={loco.gallery} /> },
    ] as (Tab | false)[]
  ).filter((tab): tab is Tab => tab !== false);
  return (
    <section id={loco.id} aria-labelledby={`${loco.id}-name`} className="loco">
      {loco.picture && (
        <div
          className={`loco-picture ${index % 2 ? 'loco-picture-right' : ''}`}
          style={loco.colour ? { backgroundColor: loco.colour } : undefined}
        >
          <ResponsiveImage
            src={loco.picture}
            alt={loco.pictureAlt}
            priority={index === 0}
            sizes="(min-width: 72rem) 36rem, 100vw"
            {...pictureSize}
          />
        </div>
      )}
      <div className="loco-text">
        <h2 id={`${loco.id}-name`}>{loco.name}</h2>
        {tabs.length > 0 && <Tabs idPrefix={loco.id} label={`About ${loco.name}`} tabs={tabs} />}
      </div>
    </section>
  );
}

function TrainsPage() {
  const { locomotives = [], rollingStock = [] } = useSiteList(siteTrainsQuery, trainsKey).data ?? {};
  return (
    <MarkdownPage name="rolling-stock">
      {locomotives.map((loco, index) => (
        <Locomotive key={loco.id} loco={loco} index={index} />
      ))}
      {rollingStock.length > 0 && (
        <section aria-labelledby="more-rolling-stock" className="more-stock">
          <h2 id="more-rolling-stock">More Rolling Stock</h2>
          <div className="stock-grid">
            {rollingStock.map((item) => (
              <section key={item.id} id={item.id} aria-labelledby={`${item.id}-name`} className="stock-card">
                {item.picture && (
                  <ResponsiveImage
                    src={item.picture}
                    alt={item.pictureAlt}
                    sizes="(min-width: 48rem) 22rem, 100vw"
                    {...pictureSize}
                  />
                )}
                <h3 id={`${item.id}-name`}>{item.name}</h3>
                {item.text && <ReadMore text={item.text} />}
                {item.specs.some((row) => row.value) && <Specs specs={item.specs} />}
                <Gallery title={item.name} items={item.gallery} />
              </section>
            ))}
          </div>
        </section>
      )}
    </MarkdownPage>
  );
}

export default withQueryClient(TrainsPage);
