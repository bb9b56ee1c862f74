import type { SiteSettings } from '@lmr/shared/site-content';

/** The railway's postal address, one line each, leaving out what an admin has not set (the postcode too). */
export function SiteAddress({ site }: { site: SiteSettings }) {
  const { street, locality, region, postalCode } = site.address;
  const lines = [site.name, street, [locality, region].filter(Boolean).join(', '), postalCode].filter(Boolean);
  return (
    <address>
      {lines.map((line, i) => (
        <span key={i}>
          {i > 0 && <br />}
          {line}
        </span>
      ))}
    </address>
  );
}

/**
 * Directions to the station in the maps a visitor's phone has: Google's address opens its app on Android
 * and iPhone, Apple's opens Apple Maps; on a computer each opens the maps site.
 */
export function directionsLinks({ lat, lng }: SiteSettings['geo']) {
  const place = `${lat},${lng}`;
  return [
    {
      label: 'Directions in Google Maps',
      href: `https://www.google.com/maps/dir/?${new URLSearchParams({ api: '1', destination: place })}`,
    },
    { label: 'Directions in Apple Maps', href: `https://maps.apple.com/?${new URLSearchParams({ daddr: place })}` },
  ];
}
