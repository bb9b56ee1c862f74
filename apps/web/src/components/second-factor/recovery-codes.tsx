import { useId } from 'react';
import { secondFactorMessages } from '@lmr/shared/second-factor';
import { Alert, useTimedFeedback } from '../ui/feedback.tsx';

const FILE_NAME = 'laxey-mines-railway-recovery-codes.txt';

/** Saves the codes as a text file, one a line, through a link the browser downloads at once. */
function download(codes: string[]) {
  const url = URL.createObjectURL(new Blob([`${codes.join('\n')}\n`], { type: 'text/plain' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: FILE_NAME });
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * Recovery codes, shown once: the server keeps only their hashes. They can be copied, downloaded or
 * printed (the print stylesheet leaves only them on the paper: second-factor.css).
 */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const headingId = useId();
  const { feedback, show } = useTimedFeedback();
  const copy = () =>
    navigator.clipboard
      .writeText(codes.join('\n'))
      .then(() => show(secondFactorMessages.codesCopied, 'success'))
      .catch(() => show(secondFactorMessages.codesNotCopied, 'error'));
  return (
    <section className="recovery-codes" aria-labelledby={headingId}>
      <h3 id={headingId}>Your recovery codes</h3>
      <p className="recovery-codes-advice">
        Each code lets you in once if you lose your passkey or phone. Copy, download or print them, or write them down,
        and keep them somewhere safe: this is the only time they are shown.
      </p>
      <ol className="recovery-code-list">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <p className="recovery-code-actions">
        <button type="button" className="button button-secondary" onClick={() => void copy()}>
          Copy the codes
        </button>
        <button type="button" className="button button-secondary" onClick={() => download(codes)}>
          Download the codes
        </button>
        <button type="button" className="button button-secondary" onClick={() => window.print()}>
          Print the codes
        </button>
      </p>
      <Alert feedback={feedback} />
    </section>
  );
}
