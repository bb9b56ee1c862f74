import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { limits } from '@lmr/shared/limits';
import { PageMeta } from '../../../app/page-meta.tsx';
import { Alert, useHandedFeedback } from '../../../components/ui/feedback.tsx';
import { withQueryClient } from '../../../lib/query-client.tsx';
import { eventsQuery, newestFirst, preview, yearOf } from '../api.ts';
import './admin-events.css';
import { TableBox } from '../../../components/ui/table-box.tsx';

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
        <TableBox label="Events">
          <table className="events-table">
            <caption className="visually-hidden">History events, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Name</th>
                <th scope="col">Description</th>
              </tr>
            </thead>
            <tbody>
              {newestFirst(data).map((event) => (
                <tr key={event.name}>
                  <td>{yearOf(event)}</td>
                  <td>
                    <Link to={eventPath(event.name)}>{event.name}</Link>
                  </td>
                  <td>{preview(event.description, limits.adminListPreview)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableBox>
      )}
    </article>
  );
}

export default withQueryClient(EventsListPage);
