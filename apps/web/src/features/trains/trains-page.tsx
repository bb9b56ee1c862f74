import locomotives from '@content/locomotives.json';
import rollingStock from '@content/rolling-stock.json';
import { PageMeta } from '../../app/page-meta.tsx';
import { contentImage } from '../../lib/content-images.ts';
import { Picture } from '../../components/ui/content-image.tsx';
import { Gallery } from '../../components/ui/gallery.tsx';
import { ReadMore } from './read-more.tsx';
import { Tabs } from './tabs.tsx';
import './trains.css';

export default function TrainsPage() {
  return (
    <article className="page trains">
      <PageMeta
        title="Rolling Stock"
        description="Meet Ant, WASP and Bee, the little engines of the Laxey Mines Railway, with our carriages, replica ore wagons, PW wagon and trolley."
      />
      <h1>Rolling Stock</h1>
      <p className="lead">
        Three little engines work our 19-inch gauge line: the steam engines Ant and Bee, copies of the mine’s own
        engines of 1877, and WASP, a battery locomotive.
      </p>
      {locomotives.map((loco, index) => (
        <section key={loco.id} id={loco.id} aria-labelledby={`${loco.id}-name`} className="loco">
          <div
            className={`loco-picture ${loco.imageOrder === 2 ? 'loco-picture-right' : ''}`}
            style={{ backgroundColor: loco.backgroundColor }}
          >
            <Picture image={contentImage(loco.image)} alt={loco.imageAlt} eager={index === 0} />
          </div>
          <div className="loco-text">
            <h2 id={`${loco.id}-name`}>{loco.name}</h2>
            <Tabs
              idPrefix={loco.id}
              label={`About ${loco.name}`}
              tabs={[
                { label: 'History', content: <ReadMore text={loco.lore} /> },
                {
                  label: 'Specs',
                  content: (
                    <ul className="specs">
                      {loco.specs.map((spec) => (
                        <li key={spec}>{spec}</li>
                      ))}
                    </ul>
                  ),
                },
                { label: 'Gallery', content: <Gallery title={loco.name} items={loco.gallery} /> },
              ]}
            />
          </div>
        </section>
      ))}
      <section aria-labelledby="more-rolling-stock" className="more-stock">
        <h2 id="more-rolling-stock">More Rolling Stock</h2>
        <div className="stock-grid">
          {rollingStock.map((item) => (
            <section key={item.id} id={item.id} aria-labelledby={`${item.id}-name`} className="stock-card">
              <Picture image={contentImage(item.image)} alt={item.imageAlt} sizes="(min-width: 48rem) 22rem, 100vw" />
              <h3 id={`${item.id}-name`}>{item.name}</h3>
              <p>{item.text}</p>
              <Gallery title={item.name} items={item.gallery} />
            </section>
          ))}
        </div>
      </section>
    </article>
  );
}
