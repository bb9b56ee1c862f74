import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { apiRoutes } from '@lmr/shared/api-routes';
import { feedbackMessages, validationMessages } from '@lmr/shared/messages';
import { editEventRequest, type HistoryEvent } from '@lmr/shared/schemas';
import { PageMeta } from '../../app/page-meta.tsx';
import { Alert, useTimedFeedback } from '../../components/ui/feedback.tsx';
import { ConfirmDialog } from '../../components/ui/modal-dialog.tsx';
import { ResponsiveImage } from '../../components/ui/responsive-image.tsx';
import { ApiError, callApi } from '../../lib/api-client.ts';
import { withQueryClient } from '../../lib/query-client.tsx';
import { EventText } from '../history/event-text.tsx';
import { eventQuery, eventsKey, yearOf } from '../history/events-api.ts';
import { eventPath } from './events-list-page.tsx';
import { GalleryEditor, type GalleryItem, itemFromFile } from './gallery-editor.tsx';
import { uploadFailureText } from './upload-feedback.ts';
import './admin-events.css';
import { UploadProgress } from '../../components/ui/upload-progress.tsx';

const fieldsSchema = editEventRequest.pick({ name: true, description: true, date: true });
type FieldsInput = z.input<typeof fieldsSchema>;
type FieldsOutput = z.output<typeof fieldsSchema>;

const uploadImage = async (file: File, onUploadProgress: (f: number) => void) => {
  const form = new FormData();
  form.append('image', file);
  return (await callApi(apiRoutes.uploadImage, { form, onUploadProgress })).imageName;
};

function EventView({ event }: { event: HistoryEvent }) {
  return (
    <div className="event-view">
      <p>
        <strong>Date:</strong> {yearOf(event)} ({new Date(event.date).toLocaleDateString('en-GB', { timeZone: 'UTC' })})
      </p>
      {event.image ? (
        <ResponsiveImage src={event.image} alt={`Main image: ${event.name}`} sizes="36rem" />
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
  const { feedback, show } = useTimedFeedback();
  const [mainImage, setMainImage] = useState<File | null>(null);
  const [items, setItems] = useState<GalleryItem[]>(() =>
    event.galleryImages.map((address, i) => ({ key: address, address, caption: event.galleryCaptions[i] ?? '' })),
  );
  const [captionErrors, setCaptionErrors] = useState<Record<number, string>>({});
  const [progress, setProgress] = useState<number | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FieldsInput, unknown, FieldsOutput>({
    resolver: zodResolver(fieldsSchema),
    defaultValues: { name: event.name, description: event.description, date: event.date.slice(0, 10) },
  });

  const onSubmit = async (values: FieldsOutput) => {
    const missing = Object.fromEntries(
      items.flatMap((item, i) => (item.caption.trim() ? [] : [[i, validationMessages.captionRequired]])),
    );
    setCaptionErrors(missing);
    if (Object.keys(missing).length) return;
    const uploads = (mainImage ? 1 : 0) + items.filter((i) => i.file).length;
    let done = 0;
    const track = (fraction: number) => setProgress((done + fraction) / Math.max(uploads, 1));
    setProgress(0);
    try {
      const upload = async (file: File) => {
        const address = await uploadImage(file, track);
        done += 1;
        return address;
      };
      const image = mainImage ? await upload(mainImage) : event.image;
      const gallery: string[] = [];
      for (const item of items) gallery.push(item.file ? await upload(item.file) : item.address!);
      const saved = await callApi(apiRoutes.editEvent, {
        params: { title: event.name },
        body: {
          name: values.name,
          description: values.description,
          date: values.date ? new Date(values.date).toISOString() : undefined,
          image,
          gallery,
          galleryCaptions: items.map((i) => i.caption.trim()),
        },
      });
      onDone(saved);
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) setError('name', { message: err.message });
      show(uploadFailureText(err, feedbackMessages.eventSaveFailed), 'error');
    } finally {
      setProgress(null);
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Edit event">
      <div className="field">
        <label htmlFor="edit-name">Title</label>
        <input id="edit-name" aria-invalid={!!errors.name} aria-describedby="edit-name-error" {...register('name')} />
        <p id="edit-name-error" className="field-error">
          {errors.name?.message}
        </p>
      </div>
      <div className="field">
        <label htmlFor="edit-description">Description</label>
        <textarea id="edit-description" rows={8} {...register('description')} />
        <p className="field-error">{errors.description?.message}</p>
      </div>
      <div className="field">
        <label htmlFor="edit-date">Date</label>
        <input id="edit-date" type="date" {...register('date')} />
        <p className="field-error">{errors.date?.message}</p>
      </div>
      <div className="field">
        <label htmlFor="edit-image">Replace the main image</label>
        <input
          id="edit-image"
          type="file"
          accept="image/*"
          onChange={(e) => setMainImage(e.target.files?.[0] ?? null)}
        />
      </div>
      <h2>Gallery</h2>
      <GalleryEditor items={items} onChange={setItems} captionErrors={captionErrors} />
      <div className="field">
        <label htmlFor="edit-add-gallery">Add gallery images</label>
        <input
          id="edit-add-gallery"
          type="file"
          accept="image/*"
          multiple
          onChange={(e) => {
            const files = Array.from(e.target.files ?? []);
            setItems((current) => [...current, ...files.map(itemFromFile)]);
            e.target.value = '';
          }}
        />
      </div>
      <UploadProgress progress={progress} />
      <div className="actions">
        <button type="submit" className="button" disabled={isSubmitting}>
          Save Changes
        </button>
        <button type="button" className="button button-secondary" onClick={() => onDone()}>
          Cancel
        </button>
      </div>
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
      await callApi(apiRoutes.deleteEvent, { params: { title: event!.name } });
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
