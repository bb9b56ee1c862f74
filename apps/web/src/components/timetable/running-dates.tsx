import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { railwayToday, type RunningDay } from '@lmr/shared/timetable';
import { BookSeatsLink } from '../booking/book-seats-link.tsx';
import { withQueryClient } from '../../lib/query-client.tsx';
import { timetableQuery } from './api.ts';
import { longDate } from './running-day-text.ts';
import './timetable.css';

/** The coming dates of the running days whose pattern name matches, for a page about those days. */
function RunningDates({ title, matches }: { title: string; matches: RegExp }) {
  const { data, isError } = useQuery(timetableQuery);
  const today = railwayToday();
  const days = (data ?? []).filter((d: RunningDay) => d.date >= today && matches.test(d.patternName));
  return (
    <section className="running-dates" aria-labelledby="running-dates-title" aria-busy={!data && !isError}>
      <h2 id="running-dates-title">{title}</h2>
      {!data && !isError && <p>Loading the dates…</p>}
      {isError && <p>The dates could not be loaded just now.</p>}
      {data && days.length === 0 && <p>The next dates are not planned yet. Please look again soon.</p>}
      {days.length > 0 && (
        <ul>
          {days.map((d) => (
            <li key={d.date}>
              {longDate(d.date)}
              {d.status === 'cancelled' ? `: cancelled, ${d.reason}` : `, ${d.opens} to ${d.closes}`}
              <BookSeatsLink date={d.date} />
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to="/timetable">The full timetable, with fares</Link>
      </p>
    </section>
  );
}

export default withQueryClient(RunningDates);
