import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { limits } from '@lmr/shared/limits';
import { feedbackMessages, posterFieldHints } from '@lmr/shared/messages';
import { posterWords } from '@lmr/shared/poster';
import { PageMeta } from '../../components/page-meta.tsx';
import { Alert, useTimedFeedback } from '../../components/ui/feedback.tsx';
import { uploadPoster } from './api.ts';
import { withQueryClient } from '../../lib/query-client.tsx';
import './media-admin.css';
import { UploadProgress, useUpload } from '../../components/ui/upload-progress.tsx';
import { ResponsiveImage } from '../../components/ui/responsive-image.tsx';
import { posterQuery } from '../../lib/poster-query.ts';
import { Field, SubmitOrCancel } from '../../components/ui/form-field.tsx';

function UploadPosterPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { feedback, show } = useTimedFeedback();
  const formRef = useRef<HTMLFormElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [description, setDescription] = useState('');
  const [descriptionError, setDescriptionError] = useState<string>();
  const { progress, upload } = useUpload(show);
  const current = useQuery(posterQuery);

  const clear = () => {
    formRef.current?.reset();
    setFile(null);
    setDescription('');
    setDescriptionError(undefined);
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!file) {
      show('Please choose a poster image.', 'error');
      return;
    }
    const words = posterWords.safeParse({ description });
    setDescriptionError(words.error?.issues[0]?.message);
    if (!words.success) return;
    await upload(async (onProgress) => {
      await uploadPoster(file, words.data.description, onProgress);
      clear();
      // Whatever screen shows the poster reads it afresh (the server answers with a new ETag).
      await queryClient.invalidateQueries();
      navigate('/', { state: { feedback: { text: feedbackMessages.posterUploaded, type: 'success' } } });
    }, feedbackMessages.posterUploadFailed);
  };

  return (
    <article className="page admin-events">
      <PageMeta title="Upload Poster" description="Upload the current poster." noindex />
      <h1>Upload Poster</h1>
      <p>
        <Link to="/admin/events">Go to the Events List</Link>
      </p>
      <form ref={formRef} onSubmit={onSubmit} noValidate>
        <Field
          label="Poster Image"
          type="file"
          accept="image/*"
          onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
        />
        <Field
          label="Describe the picture"
          hint={posterFieldHints.imageAlt}
          required
          multiline
          rows={3}
          limit={{ max: limits.captionMax }}
          value={description}
          error={descriptionError}
          onChange={(e) => setDescription(e.currentTarget.value)}
        />
        <UploadProgress progress={progress} />
        <SubmitOrCancel busy={progress !== null} onCancel={clear}>
          Upload
        </SubmitOrCancel>
        <Alert feedback={feedback} />
      </form>
      <section aria-labelledby="current-poster">
        <h2 id="current-poster">The poster up now</h2>
        {current.isPending && <p role="status">Loading the poster…</p>}
        {current.isError && <p>The poster could not be loaded just now.</p>}
        {current.data?.location === '' && <p>No poster has been uploaded yet.</p>}
        {current.data?.location && (
          <ResponsiveImage
            className="poster-current"
            src={current.data.location}
            sizes="(min-width: 40rem) 20rem, 100vw"
            alt={current.data.alt}
          />
        )}
      </section>
    </article>
  );
}

export default withQueryClient(UploadPosterPage);
