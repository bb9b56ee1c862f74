import { useQuery } from '@tanstack/react-query';
import { withQueryClient } from '../../lib/query-client.tsx';
import { timetableSummaryQuery } from './api.ts';
import { shortDate } from './running-day-text.ts';

/** The next special running days (Ghost Trains, Christmas), in a line: for Home's special days card. */
function ComingSpecialDays() {
  const { data } = useQuery(timetableSummaryQuery);
  if (!data?.specialDays.length) return null;
  const days = data.specialDays.map(
    (d) => `${shortDate(d.date, data.today)}, ${d.patternName}${d.status === 'cancelled' ? ' (cancelled)' : ''}`,
  );
  return <span className="home-card-dates">{`Next: ${days.join('; ')}.`}</span>;
}

export default withQueryClient(ComingSpecialDays);
