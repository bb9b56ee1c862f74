import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { feedbackMessages } from '@lmr/shared/messages';
import { PageMeta } from '../../app/page-meta.tsx';
import { Alert, useTimedFeedback } from '../../components/ui/feedback.tsx';
import { withQueryClient } from '../../lib/query-client.tsx';
import { uploadFailureText } from '../../lib/server-errors.ts';
import { DocumentRow } from './document-row.tsx';
import { filesQuery, uploadDocuments } from './api.ts';
import './media-admin.css';
import { UploadProgress } from '../../components/ui/upload-progress.tsx';
import { Field, SubmitButton } from '../../components/ui/form-field.tsx';

function UploadVolunteerDocsPage() {
  const queryClient = useQueryClient();
  const { data: files } = useQuery(filesQuery);
  const { feedback, show } = useTimedFeedback();
  const formRef = useRef<HTMLFormElement>(null);
  const [chosen, setChosen] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: filesQuery.queryKey });

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    // Spec: with no file chosen, nothing is sent.
    if (chosen.length === 0) return;
    setProgress(0);
    try {
      const { message } = await uploadDocuments(chosen, setProgress);
      formRef.current?.reset();
      setChosen([]);
      show(message, 'success');
      await refresh();
    } catch (err) {
      show(uploadFailureText(err, feedbackMessages.documentsUploadFailed), 'error');
    } finally {
      setProgress(null);
    }
  };

  return (
    <article className="page admin-events">
      <PageMeta title="Upload Volunteers Documents" description="Upload documents for volunteers." noindex />
      <h1>Upload Volunteers Documents</h1>
      <form ref={formRef} onSubmit={onSubmit} noValidate>
        <Field
          label="Documents"
          type="file"
          multiple
          onChange={(e) => setChosen(Array.from(e.currentTarget.files ?? []))}
        />
        <UploadProgress progress={progress} />
        <div className="actions">
          <SubmitButton busy={progress !== null}>Upload</SubmitButton>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              formRef.current?.reset();
              setChosen([]);
            }}
          >
            Cancel
          </button>
        </div>
        <Alert feedback={feedback} />
      </form>
      <h2>Documents volunteers can download</h2>
      <p>Newest first, as volunteers see them on their profile.</p>
      {files?.length === 0 && <p>No documents yet.</p>}
      <ul className="files-admin">
        {files?.map((file) => (
          <DocumentRow
            key={file.id}
            file={file}
            onChanged={(text, type) => {
              show(text, type);
              void refresh();
            }}
          />
        ))}
      </ul>
    </article>
  );
}

export default withQueryClient(UploadVolunteerDocsPage);
