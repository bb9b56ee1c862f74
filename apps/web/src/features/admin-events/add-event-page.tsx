import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { apiRoutes } from '@lmr/shared/api-routes';
import { feedbackMessages } from '@lmr/shared/messages';
import { addEventFields } from '@lmr/shared/schemas';
import { PageMeta } from '../../app/page-meta.tsx';
import { Alert, useTimedFeedback } from '../../components/ui/feedback.tsx';
import { ApiError, callApi } from '../../lib/api-client.ts';
import { withQueryClient } from '../../lib/query-client.tsx';
import { eventsKey } from '../history/events-api.ts';
import { todayForDateInput, uploadFailureText } from './upload-feedback.ts';
import './admin-events.css';
import { UploadProgress } from '../../components/ui/upload-progress.tsx';

type FormInput = z.input<typeof addEventFields>;
type FormOutput = z.output<typeof addEventFields>;

function AddEventPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { feedback, show } = useTimedFeedback();
  const [image, setImage] = useState<File | null>(null);
  const [gallery, setGallery] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(addEventFields),
    defaultValues: { title: '', description: '', date: todayForDateInput(), galleryCaptions: [] },
  });
  const description = useWatch({ control, name: 'description' }) ?? '';

  const onSubmit = async (values: FormOutput) => {
    const form = new FormData();
    form.append('title', values.title);
    form.append('description', values.description);
    form.append('date', values.date ?? '');
    for (const caption of values.galleryCaptions) form.append('galleryCaptions', caption);
    // The spec requires only the title: an event may wait for its picture.
    if (image) form.append('image', image);
    for (const file of gallery) form.append('gallery', file);
    setProgress(0);
    try {
      await callApi(apiRoutes.addEvent, { form, onUploadProgress: setProgress });
      await queryClient.invalidateQueries({ queryKey: eventsKey });
      reset();
      navigate('/admin/events', { state: { feedback: { text: feedbackMessages.eventAdded, type: 'success' } } });
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) setError('title', { message: err.message });
      show(uploadFailureText(err, feedbackMessages.eventAddFailed), 'error');
    } finally {
      setProgress(null);
    }
  };

  return (
    <article className="page admin-events">
      <PageMeta title="Add An Event" description="Add a history event." noindex />
      <h1>Add An Event</h1>
      <p>
        <Link to="/admin/events">Back to the Events List</Link>
      </p>
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <div className="field">
          <label htmlFor="event-title">Title</label>
          <input
            id="event-title"
            aria-invalid={!!errors.title}
            aria-describedby="event-title-error"
            {...register('title')}
          />
          <p id="event-title-error" className="field-error">
            {errors.title?.message}
          </p>
        </div>
        <div className="field">
          <label htmlFor="event-description">Description</label>
          <textarea
            id="event-description"
            rows={8}
            aria-describedby="event-description-count"
            {...register('description')}
          />
          <p id="event-description-count" className="counter" aria-live="polite">
            {description.length} characters
          </p>
          <p className="field-error">{errors.description?.message}</p>
        </div>
        <div className="field">
          <label htmlFor="event-date">Date</label>
          <input id="event-date" type="date" {...register('date')} />
          <p className="field-error">{errors.date?.message}</p>
        </div>
        <div className="field">
          <label htmlFor="event-image">Main Image</label>
          <input
            id="event-image"
            type="file"
            accept="image/*"
            onChange={(e) => setImage(e.target.files?.[0] ?? null)}
          />
        </div>
        <div className="field">
          <label htmlFor="event-gallery">Gallery</label>
          <input
            id="event-gallery"
            type="file"
            accept="image/*"
            multiple
            onChange={(e) => {
              const files = Array.from(e.target.files ?? []);
              setGallery(files);
              const captions = getValues('galleryCaptions') ?? [];
              setValue(
                'galleryCaptions',
                files.map((_, i) => captions[i] ?? ''),
              );
            }}
          />
        </div>
        {gallery.map((file, i) => (
          <div className="field" key={`${file.name}-${i}`}>
            <label htmlFor={`caption-${i}`}>
              Caption for {file.name} <span aria-hidden="true">*</span>
            </label>
            <input
              id={`caption-${i}`}
              required
              aria-required="true"
              aria-invalid={!!errors.galleryCaptions?.[i]}
              {...register(`galleryCaptions.${i}`)}
            />
            <p className="field-error">{errors.galleryCaptions?.[i]?.message}</p>
          </div>
        ))}
        <UploadProgress progress={progress} />
        <div className="actions">
          <button type="submit" className="button" disabled={isSubmitting}>
            Save
          </button>
          <button type="button" className="button button-secondary" onClick={() => navigate('/admin/events')}>
            Cancel
          </button>
        </div>
        <Alert feedback={feedback} />
      </form>
    </article>
  );
}

export default withQueryClient(AddEventPage);
