import type { Event, WithContext } from 'schema-dts';
import type { SiteSettings } from '@lmr/shared/site-content';
import type { RunningDay } from '@lmr/shared/timetable';

type Site = Pick<SiteSettings, 'name' | 'address' | 'geo'>;

const statusOf = {
  scheduled: 'https://schema.org/EventScheduled',
  cancelled: 'https://schema.org/EventCancelled',
  shortened: 'https://schema.org/EventScheduled',
  changed: 'https://schema.org/EventRescheduled',
} as const;

/** The UTC offset of the island's clock on a date, from the browser's own time zone data: "+01:00". */
function offsetOn(date: string) {
  const name = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Isle_of_Man', timeZoneName: 'longOffset' })
    .formatToParts(new Date(`${date}T12:00:00Z`))
    .find((p) => p.type === 'timeZoneName')?.value;
  return name === 'GMT' || !name ? '+00:00' : name.slice(3);
}

/** A running day as a schema.org Event, for search engines. */
export function runningDayEvent(day: RunningDay, site: Site, publicUrl: string): WithContext<Event> {
  const at = (time: string) => `${day.date}T${time}:00${offsetOn(day.date)}`;
  const { address } = site;
  const offer = (name: string, pence: number) => ({
    '@type': 'Offer' as const,
    name,
    price: (pence / 100).toFixed(2),
    priceCurrency: 'GBP',
    availability: 'https://schema.org/InStock' as const,
    url: `${publicUrl}/timetable`,
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: `${site.name}: ${day.patternName}`,
    description: [day.frequency, day.note, day.reason].filter(Boolean).join(' '),
    startDate: at(day.opens),
    endDate: at(day.closes),
    eventStatus: statusOf[day.status],
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    url: `${publicUrl}/timetable#day-${day.date}`,
    location: {
      '@type': 'Place',
      name: site.name,
      address: {
        '@type': 'PostalAddress',
        streetAddress: address.street,
        addressLocality: address.locality,
        addressRegion: address.region,
        addressCountry: address.country,
      },
      geo: { '@type': 'GeoCoordinates', latitude: site.geo.lat, longitude: site.geo.lng },
    },
    organizer: { '@type': 'Organization', name: site.name, url: publicUrl },
    offers: [
      offer('Adult', day.fares.adult),
      offer('Child', day.fares.child),
      offer('Family', day.fares.family),
      ...(day.fares.membersFree ? [offer('Members', 0)] : []),
    ],
  };
}

/** The JSON-LD text, with "<" escaped so nothing in it can close its <script> element early. */
export const jsonLd = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');
