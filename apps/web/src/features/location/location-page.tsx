import { useEffect, useRef } from 'react';
import location from '@content/pages/location.md';
import site from '@content/site.json';
import lineMap from '@content/images/pages/line-map.svg?image';
import { PageMeta } from '../../app/page-meta.tsx';
import { Picture } from '../../components/ui/content-image.tsx';
import './location.css';

/** The map's element is part of the prerendered page; Leaflet draws into it once the page runs in a browser. */
function StationMap() {
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = element.current;
    if (!el) return;
    let map: { remove: () => void } | undefined;
    let cancelled = false;
    // Leaflet is heavy for a phone: it is fetched when the map comes near the screen, not before.
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        import('./leaflet-map.ts')
          .then(({ createMap }) => {
            if (!cancelled) map = createMap(el, { ...site.geo, name: site.name });
          })
          .catch((err: unknown) => console.error('the map could not be drawn', err));
      },
      { rootMargin: '200px' },
    );
    observer.observe(el);
    return () => {
      cancelled = true;
      observer.disconnect();
      map?.remove();
    };
  }, []);
  return (
    <div
      ref={element}
      className="station-map"
      role="region"
      aria-label={`Map of the ${site.name} station in the Valley Gardens, Laxey`}
    />
  );
}

export default function LocationPage() {
  return (
    <article className="page location">
      <PageMeta title={location.title} description={location.description} />
      <div className="location-panel">
        <div className="location-directions">
          <h1>{location.title}</h1>
          <div dangerouslySetInnerHTML={{ __html: location.html }} />
        </div>
        <div className="location-map">
          <StationMap />
        </div>
      </div>
      <figure className="line-map">
        <Picture image={lineMap} alt={lineMap.title ?? ''} sizes="(min-width: 72rem) 70rem, 100vw" />
        <figcaption>
          The line at a glance: from our station in the Valley Gardens, through the tunnel, to the Mines Yard.
        </figcaption>
      </figure>
    </article>
  );
}
