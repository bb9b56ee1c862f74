import type { Event, WithContext } from 'schema-dts';
import { describe, expect, it } from 'vitest';
import type { RunningDay } from '@lmr/shared/timetable';
import { jsonLd, runningDayEvent } from './structured-data.ts';

const site = {
  name: 'Laxey Mines Railway',
  address: { street: 'Valley Gardens', locality: 'Laxey', region: 'Isle of Man', postalCode: '', country: 'IM' },
  geo: { lat: 54.2334, lng: -4.4053 },
};

const day = (date: string, status: RunningDay['status'], reason = ''): RunningDay => ({
  date,
  patternName: 'Standard Saturday',
  note: '',
  opens: '11:00',
  closes: '16:30',
  departures: ['11:00'],
  frequency: 'Every 10 minutes from 11:00 to 16:20',
  fares: { adult: 300, child: 150, family: 800, membersFree: true },
  status,
  reason,
});

describe('running days as schema.org Events', () => {
  it('are typed by schema-dts (schema.org vocabulary) and carry status, place, offers and island times', () => {
    // The assignment is checked by the type checker against schema.org's vocabulary as schema-dts publishes it.
    const events: WithContext<Event>[] = [
      runningDayEvent(day('2027-03-20', 'scheduled'), site, 'https://trains.example.org'),
      runningDayEvent(day('2027-04-03', 'cancelled', 'high winds'), site, 'https://trains.example.org'),
      runningDayEvent(day('2027-11-06', 'changed', 'a wedding'), site, 'https://trains.example.org'),
    ];
    const parsed = JSON.parse(jsonLd(events)) as Record<string, unknown>[];
    expect(parsed.map((e) => e.eventStatus)).toEqual([
      'https://schema.org/EventScheduled',
      'https://schema.org/EventCancelled',
      'https://schema.org/EventRescheduled',
    ]);
    expect(parsed.map((e) => e.startDate)).toEqual([
      '2027-03-20T11:00:00+00:00',
      '2027-04-03T11:00:00+01:00',
      '2027-11-06T11:00:00+00:00',
    ]);
    expect(parsed[0]).toMatchObject({
      '@type': 'Event',
      location: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Laxey' } },
    });
    expect(parsed[0]!.offers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ '@type': 'Offer', name: 'Adult', price: '3.00', priceCurrency: 'GBP' }),
        expect.objectContaining({ name: 'Members', price: '0.00' }),
      ]),
    );
    expect(jsonLd({ a: '</script>' })).not.toContain('</script>');
  });
});
