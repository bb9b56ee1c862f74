import { useState } from 'react';
import type { FileEntry } from '@lmr/shared/volunteer-files';
import { FileFacts } from '../../components/ui/file-facts.tsx';
import { ConfirmDialog } from '../../components/ui/modal-dialog.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { relabelDocument, removeDocument } from './api.ts';
import { limits } from '@lmr/shared/limits';
import { Field } from '../../components/ui/form-field.tsx';

interface DocumentRowProps {
  file: FileEntry;
  onChanged: (message: string, type: 'success' | 'error') => void;
}

/** One uploaded document: its label can be changed, and it can be removed after a confirmation. */
export function DocumentRow({ file, onChanged }: DocumentRowProps) {
  const [label, setLabel] = useState(file.label);
  const [confirming, setConfirming] = useState(false);
  const save = async () => {
    try {
      await relabelDocument(file.id, label);
      onChanged('Label saved.', 'success');
    } catch (err) {
      onChanged(err instanceof ApiError && err.status === 400 ? err.message : 'The label could not be saved.', 'error');
    }
  };
  const remove = async () => {
    setConfirming(false);
    try {
      await removeDocument(file.id);
      onChanged(`${file.label} removed.`, 'success');
    } catch {
      onChanged('The document could not be removed.', 'error');
    }
  };
  return (
    <li>
      <FileFacts file={file} />
      <Field label="Label" value={label} maxLength={limits.labelMax} onChange={(e) => setLabel(e.target.value)} />
      <div className="actions">
        <button type="button" className="button" onClick={save} aria-label={`Save label ${file.label}`}>
          Save label
        </button>
        <a className="button button-secondary" href={file.url} download>
          Download <span className="visually-hidden">{file.label}</span>
        </a>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => setConfirming(true)}
          aria-label={`Remove ${file.label}`}
        >
          Remove
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        text={`Are you sure you want to remove ${file.label}?`}
        onCancel={() => setConfirming(false)}
        onConfirm={remove}
      />
    </li>
  );
}
