import { useQuery } from '@tanstack/react-query';
import { withQueryClient } from '../../lib/query-client.tsx';
import { timetableSummaryQuery } from '../../components/timetable/api.ts';
import '../../components/timetable/timetable.css';

/** "No trains today: high winds", on every public page, while a change on the day is in force. */
function ServiceBanner() {
  const { data } = useQuery(timetableSummaryQuery);
  const headline = data?.todaysChange;
  if (!headline) return null;
  return (
    <p className="service-banner" role="status">
      <strong>Today:</strong> {headline}. <a href="/timetable">See the timetable</a>
    </p>
  );
}

export default withQueryClient(ServiceBanner);
