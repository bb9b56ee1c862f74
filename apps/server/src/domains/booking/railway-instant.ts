import { railwayTimeZone } from '@lmr/shared/timetable';
import { madeOnFirstUse } from '@lmr/shared/made-on-first-use';

const offsetFormat = madeOnFirstUse(
  () => new Intl.DateTimeFormat('en-GB', { timeZone: railwayTimeZone, timeZoneName: 'longOffset' }),
);

/** Minutes the railway's clock is ahead of UTC at an instant ("GMT+01:00" in summer, "GMT" in winter). */
function offsetMinutes(at: Date) {
  const name =
    offsetFormat()
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

/** The instant a train leaves: a date and a time on the railway's clock. */
export function railwayInstant(date: string, time: string): Date {
  const asIfUtc = new Date(`${date}T${time}:00Z`);
  return new Date(asIfUtc.getTime() - offsetMinutes(asIfUtc) * 60_000);
}
