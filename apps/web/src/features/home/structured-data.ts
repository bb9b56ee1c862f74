interface Site {
  name: string;
  tagline: string;
  address: { street: string; locality: string; region: string; postalCode: string; country: string };
  phone: string;
  email: string;
  geo: { lat: number; lng: number };
  openingHours: { days: string[]; opens: string; closes: string; text: string }[];
}

const isPlaceholder = (value: string) => value.startsWith('[');

/**
 * schema.org data for search engines: the railway as a TouristAttraction with its address and
 * opening hours, from content/site.json. Placeholders an editor has not yet replaced are left out.
 */
export function railwayStructuredData(site: Site, publicUrl: string) {
  const { address } = site;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'TouristAttraction',
    name: site.name,
    description: site.tagline,
    url: `${publicUrl}/`,
    image: `${publicUrl}/favicon.svg`,
    touristType: ['Families', 'Railway enthusiasts'],
    isAccessibleForFree: false,
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.locality,
      addressRegion: address.region,
      ...(isPlaceholder(address.postalCode) ? {} : { postalCode: address.postalCode }),
      addressCountry: address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: site.geo.lat, longitude: site.geo.lng },
    ...(isPlaceholder(site.phone) ? {} : { telephone: site.phone }),
    ...(isPlaceholder(site.email) ? {} : { email: site.email }),
    openingHoursSpecification: site.openingHours.map((hours) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: hours.days.map((day) => `https://schema.org/${day}`),
      opens: hours.opens,
      closes: hours.closes,
      description: hours.text,
    })),
  };
  return data;
}
