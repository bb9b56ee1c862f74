import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { withQueryClient } from '../../lib/query-client.tsx';
import { timetableSummaryQuery } from './api.ts';
import { longDate } from './running-day-text.ts';
import './timetable.css';

/** Home's answer to "are the trains running when I am there?", in a box of fixed height while it loads. */
function NextRunningDay() {
  const { data, isError } = useQuery(timetableSummaryQuery);
  const day = data?.next;
  const cancelled = data?.cancelled;
  const today = day && day.date === data.today;
  return (
    <section className="next-running-day" aria-labelledby="next-running-day-title" aria-busy={!data && !isError}>
      <h2 id="next-running-day-title">{today ? 'Running today' : 'Next running day'}</h2>
      {!data && !isError && <p className="next-running-day-loading">Loading the timetable…</p>}
      {isError && <p>The timetable could not be loaded just now.</p>}
      {data && !day && <p>No running days are planned yet. Please look again soon.</p>}
      {cancelled && (
        <p className="next-running-day-change">
          {`${longDate(cancelled.date)} cancelled${cancelled.reason && `: ${cancelled.reason}`}.`}
        </p>
      )}
      {day && (
        <>
          <p className="next-running-day-date">{longDate(day.date)}</p>
          {day.status === 'cancelled' ? (
            <p className="next-running-day-change">No trains: {day.reason}</p>
          ) : (
            <>
              <p>
                {day.opens} to {day.closes}. {day.frequency}.
              </p>
              {day.status !== 'scheduled' && <p className="next-running-day-change">{day.reason}</p>}
            </>
          )}
        </>
      )}
      <p>
        <Link to="/timetable">The full timetable</Link>
      </p>
    </section>
  );
}

export default withQueryClient(NextRunningDay);
