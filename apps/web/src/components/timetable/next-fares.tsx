import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { withQueryClient } from '../../lib/query-client.tsx';
import { timetableSummaryQuery } from './api.ts';
import { fareList, longDate } from './running-day-text.ts';
import './timetable.css';

/** "What does a ride cost?", answered where a visitor reads about the ride: the next running day's fares. */
function NextFares() {
  const { data, isError } = useQuery(timetableSummaryQuery);
  const day = data?.next;
  return (
    <section className="next-fares" aria-labelledby="next-fares-title" aria-busy={!data && !isError}>
      <h2 id="next-fares-title">Fares</h2>
      {isError && <p>The fares could not be loaded just now.</p>}
      {data && !day && <p>No running days are planned yet. Please look again soon.</p>}
      {day && <p>{`${longDate(day.date)}: ${fareList(day.fares)}.`}</p>}
      <p>
        <Link to="/timetable">Every running day, with its fares</Link>
      </p>
    </section>
  );
}

export default withQueryClient(NextFares);
