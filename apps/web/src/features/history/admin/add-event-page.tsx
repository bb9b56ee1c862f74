import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { limits } from '@lmr/shared/limits';
import { feedbackMessages } from '@lmr/shared/messages';
import { addEventFields } from '@lmr/shared/history-events';
import { PageMeta } from '../../../components/page-meta.tsx';
import { Alert } from '../../../components/ui/feedback.tsx';
import { Field, SubmitOrCancel } from '../../../components/ui/form-field.tsx';
import { UploadProgress, useUpload } from '../../../components/ui/upload-progress.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { withQueryClient } from '../../../lib/query-client.tsx';
import { useSchemaForm } from '../../../components/ui/use-schema-form.ts';
import { addEvent, eventsKey } from '../api.ts';
import { todayForDateInput } from './date-input.ts';
import { EventTextFields } from './event-text-fields.tsx';
import './admin-events.css';

function AddEventPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [image, setImage] = useState<File | null>(null);
  const [gallery, setGallery] = useState<File[]>([]);
  const [fileErrors, setFileErrors] = useState<{ image?: string; gallery?: string }>({});
  const { form, field, feedback, show, busy } = useSchemaForm(addEventFields, {
    defaultValues: { title: '', description: '', date: todayForDateInput(), imageAlt: '', galleryCaptions: [] },
  });
  const { progress, upload } = useUpload(show);

  const onSubmit = form.handleSubmit(async (values) => {
    setFileErrors({});
    await upload(
      async (onProgress) => {
        await addEvent(values, { image, gallery }, onProgress);
        await queryClient.invalidateQueries({ queryKey: eventsKey });
        form.reset();
        navigate('/admin/events', { state: { feedback: { text: feedbackMessages.eventAdded, type: 'success' } } });
      },
      feedbackMessages.eventAddFailed,
      (err) => {
        if (err instanceof ApiError && err.status === 409) form.setError('title', { message: err.message });
        // A refused picture: the server names the file and why, on the field it was chosen in.
        if (err instanceof ApiError) setFileErrors({ image: err.fields.image, gallery: err.fields.gallery });
      },
    );
  });

  return (
    <article className="page admin-events">
      <PageMeta title="Add An Event" description="Add a history event." noindex />
      <h1>Add An Event</h1>
      <p>
        <Link to="/admin/events">Back to the Events List</Link>
      </p>
      <form onSubmit={onSubmit} noValidate>
        <EventTextFields
          title={field('title')}
          description={field('description')}
          date={field('date')}
          imageAlt={field('imageAlt')}
        />
        <Field
          label="Main Image"
          type="file"
          accept="image/*"
          error={fileErrors.image}
          onChange={(e) => setImage(e.currentTarget.files?.[0] ?? null)}
        />
        <Field
          label="Gallery"
          type="file"
          accept="image/*"
          multiple
          error={fileErrors.gallery}
          onChange={(e) => {
            const files = Array.from(e.currentTarget.files ?? []);
            setGallery(files);
            const captions = form.getValues('galleryCaptions') ?? [];
            form.setValue(
              'galleryCaptions',
              files.map((_, i) => captions[i] ?? ''),
            );
          }}
        />
        {gallery.map((file, i) => (
          <Field
            key={`${file.name}-${i}`}
            label={`Caption for ${file.name}`}
            required
            limit={{ max: limits.captionMax }}
            {...field(`galleryCaptions.${i}`)}
          />
        ))}
        <UploadProgress progress={progress} />
        <SubmitOrCancel busy={busy} onCancel={() => navigate('/admin/events')}>
          Save
        </SubmitOrCancel>
        <Alert feedback={feedback} />
      </form>
    </article>
  );
}

export default withQueryClient(AddEventPage);
