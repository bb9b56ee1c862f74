import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { limits } from '@lmr/shared/limits';
import type { HistoryEvent } from '@lmr/shared/history-events';
import { ModalDialog } from '../../components/ui/modal-dialog.tsx';
import { MarkdownPage } from '../../components/markdown-page.tsx';
import { EventMainImage } from './event-main-image.tsx';
import { withQueryClient } from '../../lib/query-client.tsx';
import { EventText } from './event-text.tsx';
import { eventPath, eventsQuery, newestFirst, preview, yearOf } from './api.ts';
import { GalleryCarousel } from './gallery-carousel.tsx';
import './history.css';

const anchorOf = (index: number) => `event-${index + 1}`;

function HistoryPage() {
  const { data, isPending, isError } = useQuery(eventsQuery);
  const [open, setOpen] = useState<HistoryEvent | null>(null);
  const events = data ? newestFirst(data) : [];
  return (
    <MarkdownPage name="history-intro" className="history">
      {isPending && (
        <p className="page-status history-loading" role="status">
          Loading the history…
        </p>
      )}
      {isError && <p className="page-status">The history could not be loaded just now.</p>}
      {data && (
        <div className="history-layout">
          <nav className="history-timeline" aria-label="Timeline">
            <ol>
              {events.map((event, i) => (
                <li key={event.name}>
                  {/* The router's link: a bare #link's jump would read as Back, and Back puts the page where it was. */}
                  <Link to={`#${anchorOf(i)}`}>{yearOf(event)}</Link>
                </li>
              ))}
            </ol>
          </nav>
          <ol className="history-cards">
            {events.map((event, i) => (
              <li key={event.name} id={anchorOf(i)} className="history-card">
                <p className="history-year">{yearOf(event)}</p>
                <h2>
                  {/* A real link, so the event's page opens before the script has run; after, the dialog. */}
                  <Link
                    to={eventPath(event)}
                    className="history-open"
                    onClick={(e) => {
                      if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
                      e.preventDefault();
                      setOpen(event);
                    }}
                  >
                    {event.name}
                  </Link>
                </h2>
                <p className="history-preview">{preview(event.description, limits.historyCardPreview)}</p>
              </li>
            ))}
          </ol>
        </div>
      )}
      <ModalDialog open={!!open} title={open?.name ?? ''} onClose={() => setOpen(null)} className="history-dialog">
        {open && (
          <>
            <EventMainImage event={open} />
            <div className="prose">
              <EventText text={open.description} />
            </div>
            <GalleryCarousel
              images={open.galleryImages}
              captions={open.galleryCaptions}
              label={`${open.name}: gallery`}
            />
          </>
        )}
      </ModalDialog>
    </MarkdownPage>
  );
}

export default withQueryClient(HistoryPage);
