import { useQuery } from '@tanstack/react-query';
import { opensInBrowser } from '@lmr/shared/media';
import { PageMeta } from '../../components/page-meta.tsx';
import { withQueryClient } from '../../lib/query-client.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';
import { LoggedInAs } from './logged-in-as.tsx';
import { NextDuty } from './next-duty.tsx';
import { volunteerFilesQuery } from './api.ts';
import { FileFacts } from '../../components/ui/file-facts.tsx';
import { SecuritySection } from '../../components/second-factor/security-section.tsx';

function VolunteerProfilePage() {
  // Spec: a failure to list the files is only logged; the volunteer sees an empty list.
  const { data: files, isPending } = useQuery(volunteerFilesQuery);
  return (
    <article className="page">
      <PageMeta title="Profile" description="Your volunteer profile, files and forms." noindex />
      <h1>Profile</h1>
      <LoggedInAs />
      <NextDuty />
      <section aria-labelledby="files-heading">
        <h2 id="files-heading">Important Files and Forms</h2>
        {isPending && <p role="status">Loading the files…</p>}
        {files?.length === 0 && <p>There are no files yet.</p>}
        <ul>
          {files?.map((file) => (
            <li key={file.id}>
              {/* PDF, pictures and text open in the browser (a phone shows them); other types download. */}
              <a href={file.url} download={!opensInBrowser(file.contentType) || undefined}>
                {file.label}
              </a>
              <FileFacts file={file} />
            </li>
          ))}
        </ul>
      </section>
      <ChangePasswordForm />
      <SecuritySection />
    </article>
  );
}

export default withQueryClient(VolunteerProfilePage);
