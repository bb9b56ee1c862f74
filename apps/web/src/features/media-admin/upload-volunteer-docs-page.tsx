import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { feedbackMessages } from '@lmr/shared/messages';
import { PageMeta } from '../../components/page-meta.tsx';
import { Alert, useTimedFeedback } from '../../components/ui/feedback.tsx';
import { withQueryClient } from '../../lib/query-client.tsx';
import { DocumentRow } from './document-row.tsx';
import { filesQuery, uploadDocuments } from './api.ts';
import './media-admin.css';
import { UploadProgress, useUpload } from '../../components/ui/upload-progress.tsx';
import { Field, SubmitOrCancel } from '../../components/ui/form-field.tsx';

function UploadVolunteerDocsPage() {
  const queryClient = useQueryClient();
  const { data: files } = useQuery(filesQuery);
  const { feedback, show } = useTimedFeedback();
  const formRef = useRef<HTMLFormElement>(null);
  const [chosen, setChosen] = useState<File[]>([]);
  const { progress, upload } = useUpload(show);
  const refresh = () => queryClient.invalidateQueries({ queryKey: filesQuery.queryKey });

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    // Spec: with no file chosen, nothing is sent.
    if (chosen.length === 0) return;
    await upload(async (onProgress) => {
      const { message } = await uploadDocuments(chosen, onProgress);
      formRef.current?.reset();
      setChosen([]);
      show(message, 'success');
      await refresh();
    }, feedbackMessages.documentsUploadFailed);
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
        <SubmitOrCancel
          busy={progress !== null}
          onCancel={() => {
            formRef.current?.reset();
            setChosen([]);
          }}
        >
          Upload
        </SubmitOrCancel>
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
