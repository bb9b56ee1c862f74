import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { changeHeadline, railwayToday, type RunningDay } from '@lmr/shared/timetable';
import { usePublicUrl } from '../../components/public-url.tsx';
import { MarkdownPage } from '../../components/markdown-page.tsx';
import { BookSeatsLink } from '../../components/booking/book-seats-link.tsx';
import { StepButtons } from '../../components/ui/step-buttons.tsx';
import { withQueryClient } from '../../lib/query-client.tsx';
import { useSiteSettings } from '../../lib/site-pages.ts';
import { timetableQuery } from '../../components/timetable/api.ts';
import { MonthCalendar, monthName } from './month-calendar.tsx';
import { calendarFileOf, fareList, longDate } from '../../components/timetable/running-day-text.ts';
import { jsonLd, runningDayEvent } from './structured-data.ts';
import '../../components/timetable/timetable.css';

function DayEntry({ day }: { day: RunningDay }) {
  return (
    <li id={`day-${day.date}`} className={`day-entry day-${day.status}`} tabIndex={-1}>
      <h3>{longDate(day.date)}</h3>
      <p className="day-pattern">{day.patternName}</p>
      {day.status !== 'scheduled' && <p className="day-change">{changeHeadline(day)}</p>}
      {day.status !== 'cancelled' && (
        <>
          <p>
            {day.opens} to {day.closes}. {day.frequency}.
          </p>
          <details>
            <summary>Departures</summary>
            <p>{day.departures.join(', ')}</p>
          </details>
        </>
      )}
      <p>{`Fares: ${fareList(day.fares)}.`}</p>
      {day.note && <p>{day.note}</p>}
      <BookSeatsLink date={day.date} />
      {day.status !== 'cancelled' && (
        <p>
          <a href={calendarFileOf(day.date)} download>
            Add {longDate(day.date)} to your calendar
          </a>
        </p>
      )}
    </li>
  );
}

function TimetablePage() {
  const { data, isError } = useQuery(timetableQuery);
  const today = railwayToday();
  const upcoming = (data ?? []).filter((d) => d.date >= today);
  const months = [...new Set(upcoming.map((d) => d.date.slice(0, 7)))];
  const [shown, setShown] = useState(0);
  const month = months[Math.min(shown, months.length - 1)];
  const byDate = new Map(upcoming.map((d) => [d.date, d]));
  const origin = usePublicUrl();
  const { data: site, isDraft: settingsDraft } = useSiteSettings();
  return (
    <MarkdownPage name="timetable" className="timetable" showsDraft={settingsDraft}>
      {!data && !isError && (
        <p className="page-status timetable-loading" role="status">
          Loading the timetable…
        </p>
      )}
      {isError && <p className="page-status">The timetable could not be loaded just now.</p>}
      {data && upcoming.length === 0 && <p>No running days are planned yet. Please look again soon.</p>}
      {month && (
        <>
          {site && (
            <script
              type="application/ld+json"
              dangerouslySetInnerHTML={{ __html: jsonLd(upcoming.map((d) => runningDayEvent(d, site, origin))) }}
            />
          )}
          <section className="timetable-months" aria-label="Calendar">
            <StepButtons
              index={Math.min(shown, months.length - 1)}
              count={months.length}
              onStep={setShown}
              labels={['Previous month', 'Next month']}
              className="timetable-month-nav"
            />
            <div aria-live="polite">
              <MonthCalendar month={month} days={byDate} />
            </div>
          </section>
          <h2>{monthName(month)}: running days</h2>
          <ol className="day-list">
            {upcoming
              .filter((d) => d.date.startsWith(month))
              .map((d) => (
                <DayEntry key={d.date} day={d} />
              ))}
          </ol>
        </>
      )}
    </MarkdownPage>
  );
}

export default withQueryClient(TimetablePage);
