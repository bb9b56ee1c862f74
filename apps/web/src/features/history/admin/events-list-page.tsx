import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { limits } from '@lmr/shared/limits';
import { PageMeta } from '../../../components/page-meta.tsx';
import { Alert, useHandedFeedback } from '../../../components/ui/feedback.tsx';
import { withQueryClient } from '../../../lib/query-client.tsx';
import { eventsQuery, newestFirst, preview, yearOf } from '../api.ts';
import './admin-events.css';
import { DataTable } from '../../../components/ui/data-table.tsx';

export const eventPath = (name: string) => `/admin/events/${encodeURIComponent(name)}`;

function EventsListPage() {
  const { data, isPending, isError } = useQuery(eventsQuery);
  // A screen that sent the admin here (Add, Delete) may hand over its success message.
  const feedback = useHandedFeedback();
  return (
    <article className="page admin-events">
      <PageMeta title="History Events" description="Manage history events." noindex />
      <h1>History Events</h1>
      <Alert feedback={feedback} />
      <p>
        <Link className="button" to="/admin/events/add">
          Add Event
        </Link>
      </p>
      {isPending && <p role="status">Loading events…</p>}
      {isError && <p>The events could not be loaded just now.</p>}
      {data && (
        <DataTable
          label="Events"
          caption="History events, newest first"
          className="events-table"
          rows={newestFirst(data)}
          rowKey={(event) => event.name}
          columns={[
            { header: 'Date', cell: yearOf },
            { header: 'Name', cell: (event) => <Link to={eventPath(event.name)}>{event.name}</Link> },
            { header: 'Description', cell: (event) => preview(event.description, limits.adminListPreview) },
          ]}
        />
      )}
    </article>
  );
}

export default withQueryClient(EventsListPage);
