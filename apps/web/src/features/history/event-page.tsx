import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import type { HistoryEvent } from '@lmr/shared/history-events';
import { PageMeta } from '../../components/page-meta.tsx';
import { EventMainImage } from './event-main-image.tsx';
import { withQueryClient } from '../../lib/query-client.tsx';
import { EventText } from './event-text.tsx';
import { eventPageQuery, eventPath, preview, yearOf } from './api.ts';
import { GalleryCarousel } from './gallery-carousel.tsx';
import './history.css';

const DESCRIPTION_LENGTH = 160;

/** schema.org: a page about something that happened on the railway, on the day it happened. */
const structuredData = (event: HistoryEvent, description: string) => ({
  '@context': 'https://schema.org',
  '@type': 'Article',
  headline: event.name,
  description,
  ...(event.image ? { image: event.image } : {}),
  url: eventPath(event),
  about: {
    '@type': 'Event',
    name: event.name,
    startDate: event.date.slice(0, 10),
    location: { '@type': 'Place', name: 'Laxey Mines Railway', address: 'Laxey, Isle of Man' },
  },
  isPartOf: { '@type': 'WebSite', name: 'Laxey Mines Railway' },
});

function EventPage() {
  const { slug = '' } = useParams();
  const { data: event, isPending, isError } = useQuery(eventPageQuery(slug));
  if (isPending) return <p className="page page-status">Loading the event…</p>;
  if (isError) return <p className="page page-status">The event could not be loaded just now.</p>;
  if (!event) {
    return (
      <article className="page">
        <PageMeta title="No such event" description="There is no history event at this address." noindex />
        <h1>No such event</h1>
        <p>
          There is no history event at this address. <Link to="/history">See the whole history</Link>.
        </p>
      </article>
    );
  }
  const description = preview(event.description.replace(/\s+/g, ' ').trim(), DESCRIPTION_LENGTH);
  return (
    <article className="page history-event">
      <PageMeta
        title={event.name}
        description={description}
        image={event.image || undefined}
        type="article"
        jsonLd={structuredData(event, description)}
      />
      <p className="history-back">
        <Link to="/history">History</Link>
      </p>
      <h1>{event.name}</h1>
      <p className="history-year">
        <time dateTime={event.date.slice(0, 10)}>{yearOf(event)}</time>
      </p>
      <EventMainImage event={event} />
      <div className="prose">
        <EventText text={event.description} />
      </div>
      <GalleryCarousel images={event.galleryImages} captions={event.galleryCaptions} label={`${event.name}: gallery`} />
    </article>
  );
}

export default withQueryClient(EventPage);
