import type { FastifyBaseLogger } from 'fastify';
import { railwayToday, type BankHoliday } from '@lmr/shared/timetable';
import type { Db } from '../../db/database.ts';
import {
  changeTimetable,
  hasTimetable,
  insertBankHolidays,
  insertPattern,
  insertRule,
  markSeeded,
} from './running-days-repository.ts';
import { boundedRule, firstDate } from './season-rules.ts';

const SEED_NAME = 'demo-timetable-v1';

/**
 * Isle of Man bank holidays that fall in the running season, as rules, so the demo has the right dates for
 * any year. An editor checks them against the Government's published list each year (it adds the TT Senior
 * Race Day, whose date the Government sets) and edits the list on the admin screen.
 */
const bankHolidayRules = [
  { name: 'Good Friday', rule: 'FREQ=YEARLY;BYEASTER=-2' },
  { name: 'Easter Monday', rule: 'FREQ=YEARLY;BYEASTER=1' },
  { name: 'Early May Bank Holiday', rule: 'FREQ=YEARLY;BYMONTH=5;BYDAY=1MO' },
  { name: 'Spring Bank Holiday', rule: 'FREQ=YEARLY;BYMONTH=5;BYDAY=-1MO' },
  // 5 July, or the Monday after when it falls at a weekend.
  { name: 'Tynwald Day', rule: 'FREQ=YEARLY;BYMONTH=7;BYMONTHDAY=5,6,7;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=1' },
  { name: 'Late Summer Bank Holiday', rule: 'FREQ=YEARLY;BYMONTH=8;BYDAY=-1MO' },
];

const standardFares = { adult: 300, child: 150, family: 800, membersFree: true };

/** Open from the first train to `closes`, with a train every `minutes` until the last. */
function trainsEvery(minutes: number, times: { first: string; last: string; closes: string }) {
  return {
    opens: times.first,
    closes: times.closes,
    departures: { kind: 'interval' as const, first: times.first, last: times.last, everyMinutes: minutes },
  };
}

const patterns = {
  saturday: {
    name: 'Standard Saturday',
    ...trainsEvery(10, { first: '11:00', last: '16:20', closes: '16:30' }),
    fares: standardFares,
    note: 'Tickets from the station stall. You are welcome to look into the engine and carriage sheds.',
  },
  ghost: {
    name: 'Ghost Trains evening',
    ...trainsEvery(15, { first: '17:00', last: '20:15', closes: '20:30' }),
    fares: { adult: 400, child: 300, family: 1200, membersFree: false },
    note: 'Hop tu Naa rides through the decorated tunnel, with lights and effects.',
  },
  christmas: {
    name: 'Christmas market',
    ...trainsEvery(15, { first: '12:00', last: '15:45', closes: '16:00' }),
    fares: standardFares,
    note: 'Christmas trains alongside the Laxey Christmas market.',
  },
};

const days = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i).join(',');

/** This year's and next year's season as shared/facts.md describes it, once, on a new installation. */
export async function seedDemoSeason(db: Db, log: FastifyBaseLogger, now = new Date()) {
  const seeded = await changeTimetable(db, async (tx) => {
    if (!(await markSeeded(tx, SEED_NAME)) || (await hasTimetable(tx))) return false;
    const ids = {
      saturday: await insertPattern(tx, patterns.saturday),
      ghost: await insertPattern(tx, patterns.ghost),
      christmas: await insertPattern(tx, patterns.christmas),
    };
    const year = Number(railwayToday(now).slice(0, 4));
    for (const y of [year, year + 1]) {
      const holidays: BankHoliday[] = bankHolidayRules.map((h) => ({ name: h.name, date: firstDate(h.rule, y) }));
      await insertBankHolidays(tx, holidays);
      const easterSaturday = firstDate('FREQ=YEARLY;BYEASTER=-1', y);
      const lastSaturdayOfSeptember = firstDate('FREQ=YEARLY;BYMONTH=9;BYDAY=-1SA', y);
      await insertRule(tx, {
        patternId: ids.saturday,
        label: `Saturdays ${y}, Easter to September`,
        rrule: boundedRule('FREQ=WEEKLY;BYDAY=SA', easterSaturday, lastSaturdayOfSeptember),
        includeBankHolidays: true,
      });
      await insertRule(tx, {
        patternId: ids.ghost,
        label: `Ghost Trains ${y}, the last weekends of October`,
        rrule: boundedRule(`FREQ=YEARLY;BYMONTH=10;BYMONTHDAY=${days(18, 31)};BYDAY=FR,SA`, `${y}-10-01`, `${y}-10-31`),
      });
      await insertRule(tx, {
        patternId: ids.christmas,
        label: `Christmas trains ${y}`,
        rrule: boundedRule(`FREQ=YEARLY;BYMONTH=11;BYMONTHDAY=${days(22, 30)};BYDAY=SA,SU`, `${y}-11-01`, `${y}-11-30`),
      });
    }
    return true;
  });
  if (seeded) log.info('demo timetable added');
}
