import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { feedbackMessages, validationMessages } from '@lmr/shared/messages';
import { editEventRequest, type HistoryEvent } from '@lmr/shared/history-events';
import { PageMeta } from '../../../components/page-meta.tsx';
import { Alert, useTimedFeedback } from '../../../components/ui/feedback.tsx';
import { ConfirmDialog } from '../../../components/ui/modal-dialog.tsx';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { withQueryClient } from '../../../lib/query-client.tsx';
import { useSchemaForm } from '../../../components/ui/use-schema-form.ts';
import { EventTextFields } from './event-text-fields.tsx';
import { Field, SubmitOrCancel } from '../../../components/ui/form-field.tsx';
import { EventText } from '../event-text.tsx';
import {
  deleteEvent,
  editEvent,
  eventDateText,
  eventQuery,
  eventsKey,
  mainImageAlt,
  uploadEventImage,
  yearOf,
} from '../api.ts';
import { eventPath } from './events-list-page.tsx';
import { GalleryEditor, type GalleryItem, itemFromFile } from './gallery-editor.tsx';
import './admin-events.css';
import { UploadProgress, useUpload } from '../../../components/ui/upload-progress.tsx';

const fieldsSchema = editEventRequest.pick({ name: true, description: true, date: true, imageAlt: true });

function EventView({ event }: { event: HistoryEvent }) {
  return (
    <div className="event-view">
      <p>
        <strong>Date:</strong> {eventDateText(event)}
      </p>
      {event.image ? (
        <ResponsiveImage src={event.image} alt={mainImageAlt(event)} sizes="36rem" />
      ) : (
        <p>No main image yet.</p>
      )}
      <div className="prose">
        <EventText text={event.description} />
      </div>
      <h2>Gallery</h2>
      {event.galleryImages.length === 0 && <p>No gallery images.</p>}
      <ol className="event-gallery">
        {event.galleryImages.map((src, i) => (
          <li key={src}>
            <figure>
              <ResponsiveImage src={src} alt={`Gallery image ${i + 1}`} sizes="12rem" />
              <figcaption>{event.galleryCaptions[i]}</figcaption>
            </figure>
          </li>
        ))}
      </ol>
    </div>
  );
}

function EventEditor({ event, onDone }: { event: HistoryEvent; onDone: (saved?: HistoryEvent) => void }) {
  const [mainImage, setMainImage] = useState<File | null>(null);
  const [items, setItems] = useState<GalleryItem[]>(() =>
    event.galleryImages.map((address, i) => ({ key: address, address, caption: event.galleryCaptions[i] ?? '' })),
  );
  const [captionErrors, setCaptionErrors] = useState<Record<number, string>>({});
  // A refused picture, named by the server with the reason, on the field it was chosen in (-1: the main image).
  const [refused, setRefused] = useState<{ at: number; message: string } | null>(null);
  const { form, field, feedback, show, busy } = useSchemaForm(fieldsSchema, {
    defaultValues: {
      name: event.name,
      description: event.description,
      date: event.yearOnly ? String(yearOf(event)) : event.date.slice(0, 10),
      imageAlt: event.imageAlt ?? '',
    },
  });
  const { progress, setProgress, upload: send } = useUpload(show);

  const onSubmit = form.handleSubmit(async (values) => {
    const missing = Object.fromEntries(
      items.flatMap((item, i) => (item.caption.trim() ? [] : [[i, validationMessages.captionRequired]])),
    );
    setCaptionErrors(missing);
    setRefused(null);
    if (Object.keys(missing).length) return;
    const uploads = (mainImage ? 1 : 0) + items.filter((i) => i.file).length;
    let done = 0;
    const track = (fraction: number) => setProgress((done + fraction) / Math.max(uploads, 1));
    await send(
      async () => {
        const upload = async (file: File, at: number) => {
          const address = await uploadEventImage(file, track).catch((err: unknown) => {
            if (err instanceof ApiError && err.fields.image) setRefused({ at, message: err.fields.image });
            throw err;
          });
          done += 1;
          return address;
        };
        const image = mainImage ? await upload(mainImage, -1) : event.image;
        const gallery: string[] = [];
        for (const [i, item] of items.entries()) gallery.push(item.file ? await upload(item.file, i) : item.address!);
        const saved = await editEvent(event.name, {
          name: values.name,
          description: values.description,
          date: values.date || undefined,
          imageAlt: values.imageAlt,
          image,
          gallery,
          galleryCaptions: items.map((i) => i.caption.trim()),
        });
        onDone(saved);
      },
      feedbackMessages.eventSaveFailed,
      (err) => {
        if (err instanceof ApiError && err.status === 409) form.setError('name', { message: err.message });
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Edit event">
      <EventTextFields
        title={field('name')}
        description={field('description')}
        date={field('date')}
        imageAlt={field('imageAlt')}
      />
      <Field
        label="Replace the main image"
        type="file"
        accept="image/*"
        error={refused?.at === -1 ? refused.message : undefined}
        onChange={(e) => setMainImage(e.currentTarget.files?.[0] ?? null)}
      />
      <h2>Gallery</h2>
      <GalleryEditor
        items={items}
        onChange={setItems}
        captionErrors={captionErrors}
        imageErrors={refused && refused.at >= 0 ? { [refused.at]: refused.message } : {}}
      />
      <Field
        label="Add gallery images"
        type="file"
        accept="image/*"
        multiple
        onChange={(e) => {
          const files = Array.from(e.currentTarget.files ?? []);
          setItems((current) => [...current, ...files.map(itemFromFile)]);
          e.currentTarget.value = '';
        }}
      />
      <UploadProgress progress={progress} />
      <SubmitOrCancel busy={busy} onCancel={() => onDone()}>
        Save Changes
      </SubmitOrCancel>
      <Alert feedback={feedback} />
    </form>
  );
}

function EventDetailPage() {
  const title = useParams().title ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: event, isPending, isError } = useQuery(eventQuery(title));
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const { feedback, show } = useTimedFeedback();

  const onSaved = async (saved?: HistoryEvent) => {
    setEditing(false);
    if (!saved) return;
    queryClient.setQueryData(eventQuery(saved.name).queryKey, saved);
    await queryClient.invalidateQueries({ queryKey: eventsKey });
    show(feedbackMessages.eventSaved, 'success');
    if (saved.name !== title) navigate(eventPath(saved.name), { replace: true });
  };

  const onDelete = async () => {
    setDeleting(true);
    try {
      await deleteEvent(event!.name);
      await queryClient.invalidateQueries({ queryKey: eventsKey });
      navigate('/admin/events', { state: { feedback: { text: feedbackMessages.eventDeleted, type: 'success' } } });
    } catch (err) {
      console.warn('delete failed', err);
      setConfirming(false);
      show(feedbackMessages.genericFailure, 'error');
    } finally {
      setDeleting(false);
    }
  };

  return (
    <article className="page admin-events">
      <PageMeta title={event?.name ?? 'Event'} description="A history event." noindex />
      <p>
        <Link to="/admin/events">Back to the Events List</Link>
      </p>
      <h1>{event?.name ?? 'Event'}</h1>
      {isPending && <p role="status">Loading the event…</p>}
      {isError && <p>There is no event with this title, or it could not be loaded.</p>}
      <Alert feedback={feedback} />
      {event && !editing && (
        <>
          <div className="actions">
            <button type="button" className="button" onClick={() => setEditing(true)}>
              Edit
            </button>
            <button type="button" className="button button-secondary" onClick={() => setConfirming(true)}>
              Delete Event
            </button>
          </div>
          <EventView event={event} />
        </>
      )}
      {event && editing && <EventEditor event={event} onDone={onSaved} />}
      <ConfirmDialog
        open={confirming}
        text={feedbackMessages.eventDeleteConfirm(event?.name ?? title)}
        onCancel={() => setConfirming(false)}
        onConfirm={onDelete}
        busy={deleting}
      />
    </article>
  );
}

export default withQueryClient(EventDetailPage);
