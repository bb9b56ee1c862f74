import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { longDate } from '@lmr/shared/day-text';
import { countOf } from '@lmr/shared/plural';
import { adminDashboardQuery } from './api.ts';

/** The dashboard's first lines: the counts an admin acts on, and what visitors still see of the demo or miss. */
export function DashboardSummary() {
  const { data, isError } = useQuery(adminDashboardQuery);
  if (isError) return <p role="alert">What needs doing could not be loaded. Please try again.</p>;
  if (!data) return <p role="status">Loading…</p>;
  return (
    <>
      <h2>At a glance</h2>
      <ul className="dashboard-counts">
        <li>
          <Link to="/admin/messages">{countOf(data.openMessages, 'open message')}</Link>
        </li>
        <li>
          <Link to="/admin/roster">{countOf(data.rosterGaps, 'open duty place')} in the next fortnight</Link>
        </li>
        <li>
          <Link to="/admin/roster">{countOf(data.coverWanted, 'duty', 'duties')} asking for cover</Link>
        </li>
        <li>
          <Link to="/admin/subscribers">{countOf(data.subscribers, 'subscriber')}</Link>
        </li>
        <li>
          <Link to="/admin/timetable">
            {data.nextRunningDays.length
              ? `Next running days: ${data.nextRunningDays.map(longDate).join('; ')}`
              : 'No running days ahead'}
          </Link>
        </li>
      </ul>
      <h2>Still to set</h2>
      {data.toDo.length ? (
        <ul className="dashboard-to-do">
          {data.toDo.map((item) => (
            <li key={item.text}>
              <Link to={item.link}>{item.text}</Link>
            </li>
          ))}
        </ul>
      ) : (
        <p>Nothing: every page shows the railway’s own content.</p>
      )}
    </>
  );
}
