import { type KeyboardEvent, useState } from 'react';
import { type AdminTimetable, railwayToday, type RunningDay } from '@lmr/shared/timetable';
import { StepButtons } from '../../../components/ui/step-buttons.tsx';
import { MonthCalendar } from '../month-calendar.tsx';

/** A pattern's mark in the calendar: A for the first pattern, B for the second…, named in the key below it. */
const markOf = (index: number) => String.fromCharCode(65 + (index % 26));

/** The months from today's to the last planned running day. */
function monthsAhead(days: RunningDay[], today: string) {
  const last = days.at(-1)?.date.slice(0, 7);
  const months: string[] = [];
  if (!last) return months;
  for (let m = today.slice(0, 7); m <= last;) {
    months.push(m);
    const next = new Date(`${m}-01T00:00:00Z`);
    next.setUTCMonth(next.getUTCMonth() + 1);
    m = next.toISOString().slice(0, 7);
  }
  return months;
}

/**
 * The season a month at a time: which days run and to which pattern, from this month on. The buttons, or
 * the arrow keys while a button or the month has focus, move between months.
 */
export function SeasonMonthsSection({ data }: { data: AdminTimetable }) {
  const today = railwayToday();
  const coming = data.days.filter((d) => d.date >= today);
  const months = monthsAhead(coming, today);
  const [shown, setShown] = useState(0);
  const index = Math.min(shown, months.length - 1);
  const marks = new Map(data.patterns.map((p, i) => [p.name, markOf(i)]));
  const step = (e: KeyboardEvent) => {
    const by = { ArrowLeft: -1, ArrowRight: 1 }[e.key];
    if (!by || index + by < 0 || index + by >= months.length) return;
    e.preventDefault();
    setShown(index + by);
  };
  return (
    <section aria-labelledby="season-months-title" className="season-months" onKeyDown={step}>
      <h2 id="season-months-title">The season by month</h2>
      {months.length === 0 ? (
        <p>No running days are planned from today on.</p>
      ) : (
        <>
          <StepButtons
            index={index}
            count={months.length}
            onStep={setShown}
            labels={['Previous month', 'Next month']}
          />
          {/* Focusable, so the arrow keys still work when the month reached is the last and its button is off. */}
          <div
            role="group"
            aria-label="Month view: the left and right arrow keys change the month"
            tabIndex={0}
            aria-live="polite"
          >
            <MonthCalendar
              month={months[index]!}
              days={new Map(coming.map((d) => [d.date, d]))}
              className="season-calendar"
              runningDay={(day, number) => (
                <>
                  <span aria-hidden="true">
                    {number}
                    <span className="season-mark">{marks.get(day.patternName) ?? '?'}</span>
                  </span>
                  <span className="visually-hidden">
                    {number}: {day.patternName}
                    {day.status === 'cancelled' ? ', cancelled' : ''}
                  </span>
                </>
              )}
            />
          </div>
          <ul className="season-key" aria-label="Patterns in the calendar">
            {data.patterns.map((p, i) => (
              <li key={p.id}>
                <span className="season-mark">{markOf(i)}</span> {p.name}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
