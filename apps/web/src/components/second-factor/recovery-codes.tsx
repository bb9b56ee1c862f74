import { useId } from 'react';

/** Recovery codes, shown once: the server keeps only their hashes. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const headingId = useId();
  return (
    <section className="recovery-codes" aria-labelledby={headingId}>
      <h3 id={headingId}>Your recovery codes</h3>
      <p>
        Each code lets you in once if you lose your passkey or phone. Write them down or print them and keep them
        somewhere safe: this is the only time they are shown.
      </p>
      <ol className="recovery-code-list">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
    </section>
  );
}
