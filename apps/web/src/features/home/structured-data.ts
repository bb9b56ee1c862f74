import type { SiteSettings } from '@lmr/shared/site-content';

/** Leaves out what an admin has not set: search engines are told nothing rather than an empty value. */
const ifSet = <K extends string>(key: K, value: string) => (value ? { [key]: value } : {});

/**
 * schema.org data for search engines: the railway as a TouristAttraction with its address, position
 * and opening hours, from the site settings an admin keeps in the Site area.
 */
export function railwayStructuredData(site: SiteSettings, publicUrl: string) {
  const { address } = site;
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristAttraction',
    name: site.name,
    ...ifSet('description', site.tagline),
    url: `${publicUrl}/`,
    image: `${publicUrl}/favicon.svg`,
    touristType: ['Families', 'Railway enthusiasts'],
    isAccessibleForFree: false,
    address: {
      '@type': 'PostalAddress',
      ...ifSet('streetAddress', address.street),
      ...ifSet('addressLocality', address.locality),
      ...ifSet('addressRegion', address.region),
      ...ifSet('postalCode', address.postalCode),
      ...ifSet('addressCountry', address.country),
    },
    ...(site.geo && { geo: { '@type': 'GeoCoordinates', latitude: site.geo.lat, longitude: site.geo.lng } }),
    ...ifSet('telephone', site.phone),
    ...ifSet('email', site.email),
    openingHoursSpecification: (site.openingHours ?? []).map((hours) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: hours.days.map((day) => `https://schema.org/${day}`),
      opens: hours.opens,
      closes: hours.closes,
      ...ifSet('description', hours.text),
    })),
  };
}
