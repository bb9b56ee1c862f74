import type { FormEventHandler, ReactNode } from 'react';
import type { Status } from './use-site-item.ts';

/** What the last save did; a conflict offers to load the other admin's version. */
export function StatusLine({ status, onReload }: { status: Status; onReload: () => void }) {
  if (status.kind === 'idle') return <div role="status" className="alert-region" />;
  if (status.kind === 'saving')
    return (
      <div role="status" className="alert-region">
        <p className="alert alert-info">Saving…</p>
      </div>
    );
  if (status.kind === 'conflict')
    return (
      <div role="alert" className="alert-region">
        <p className="alert alert-error">
          {status.text}{' '}
          <button type="button" className="button" onClick={onReload}>
            Reload
          </button>
        </p>
      </div>
    );
  return (
    <div role={status.kind === 'error' ? 'alert' : 'status'} className="alert-region">
      {status.text && <p className={`alert alert-${status.kind === 'error' ? 'error' : 'success'}`}>{status.text}</p>}
    </div>
  );
}

/** Save draft and Publish, with what the last one did underneath. */
export function EditorActions({
  changed,
  hasDraft,
  status,
  onPublish,
  onReload,
}: {
  changed: boolean;
  hasDraft: boolean;
  status: Status;
  onPublish: () => void;
  onReload: () => void;
}) {
  const busy = status.kind === 'saving';
  return (
    <>
      <div className="editor-actions">
        <button type="submit" className="button button-secondary" disabled={!changed || busy}>
          Save draft
        </button>
        <button type="button" className="button" disabled={(!changed && !hasDraft) || busy} onClick={onPublish}>
          Publish
        </button>
      </div>
      <StatusLine status={status} onReload={onReload} />
    </>
  );
}

/** A site editor's form: sending it (the Save button, or Enter in a field) saves the draft. */
export function EditorForm({ save, children }: { save: FormEventHandler<HTMLFormElement>; children: ReactNode }) {
  return (
    <form className="site-editor" noValidate onSubmit={(e) => void save(e)}>
      {children}
    </form>
  );
}
