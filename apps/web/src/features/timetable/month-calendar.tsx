import type { ReactNode } from 'react';
import type { RunningDay } from '@lmr/shared/timetable';

const weekdays = [
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
  ['Sun', 'Sunday'],
] as const;

const monthName = (month: string) =>
  new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

/** The weeks of a month as rows of seven dates (Monday first), with blanks outside the month. */
function weeksOf(month: string): (string | null)[][] {
  const first = new Date(`${month}-01T00:00:00Z`);
  const length = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  const cells: (string | null)[] = Array.from({ length: (first.getUTCDay() + 6) % 7 }, () => null);
  for (let d = 1; d <= length; d++) cells.push(`${month}-${String(d).padStart(2, '0')}`);
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** A running day as a link to its entry in the list below the calendar. */
function linkToEntry(day: RunningDay, number: number) {
  return (
    <a
      href={`#day-${day.date}`}
      aria-label={`${number}: ${day.patternName}${day.status === 'cancelled' ? ', cancelled' : ''}`}
    >
      {number}
    </a>
  );
}

/**
 * One month as a real table: a caption, a header per weekday, and each running day as a link to its entry
 * (or as `runningDay` draws it).
 */
export function MonthCalendar({
  month,
  days,
  runningDay = linkToEntry,
  className = '',
}: {
  month: string;
  days: Map<string, RunningDay>;
  runningDay?: (day: RunningDay, number: number) => ReactNode;
  className?: string;
}) {
  return (
    <table className={`month-calendar ${className}`}>
      <caption>{monthName(month)}</caption>
      <thead>
        <tr>
          {weekdays.map(([short, long]) => (
            <th key={short} scope="col" abbr={long}>
              {short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeksOf(month).map((week, w) => (
          <tr key={w}>
            {week.map((date, i) => {
              const day = date ? days.get(date) : undefined;
              if (!date) return <td key={i} />;
              const number = Number(date.slice(8));
              return (
                <td key={date} className={day ? `running running-${day.status}` : undefined}>
                  {day ? runningDay(day, number) : <span>{number}</span>}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export { monthName };
