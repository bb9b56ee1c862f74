import { useEffect, useRef } from 'react';
import { PageMeta } from '../../components/page-meta.tsx';
import { DraftNotice } from '../../components/ui/draft-notice.tsx';
import { PagePicture } from '../../components/ui/page-picture.tsx';
import { withQueryClient } from '../../lib/query-client.tsx';
import { directionsLinks, SiteAddress } from '../../lib/site-address.tsx';
import { useSiteSettings, useSitePage } from '../../lib/site-pages.ts';
import './location.css';

/** The map's element is part of the prerendered page; Leaflet draws into it once the page runs in a browser. */
function StationMap({ lat, lng, name }: { lat: number; lng: number; name: string }) {
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
          .then(({ createMap }) => createMap(el, { lat, lng, name }))
          .then((drawn) => {
            if (cancelled) drawn.remove();
            else map = drawn;
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
  }, [lat, lng, name]);
  return <div ref={element} className="station-map" role="region" aria-label={`Map of the ${name} station`} />;
}

function LocationPage() {
  const { page, isDraft } = useSitePage('location');
  const { data: site, isDraft: settingsDraft } = useSiteSettings();
  if (!page) return <p role="status">Loading…</p>;
  return (
    <article className="page location">
      <PageMeta title={page.title} description={page.description} />
      {(isDraft || settingsDraft) && <DraftNotice />}
      <div className="location-panel">
        <div className="location-directions">
          <h1>{page.title}</h1>
          {site && (
            <section aria-labelledby="station-address">
              <h2 id="station-address">Address</h2>
              <SiteAddress site={site} />
              <ul className="directions-links">
                {directionsLinks(site.geo).map((link) => (
                  <li key={link.href}>
                    <a href={link.href}>{link.label}</a>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <div dangerouslySetInnerHTML={{ __html: page.html }} />
        </div>
        {site?.geo && (
          <div className="location-map">
            <StationMap {...site.geo} name={site.name} />
          </div>
        )}
      </div>
      <PagePicture page={page} className="line-map" sizes="(min-width: 72rem) 70rem, 100vw" />
    </article>
  );
}

export default withQueryClient(LocationPage);
