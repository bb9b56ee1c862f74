import { useId, useState } from 'react';
import { uploadFailureText } from '../../lib/server-errors.ts';
import type { AlertType } from './feedback.tsx';
import './upload-progress.css';

/** How much of an upload has gone, while it goes; nothing before or after. */
export function UploadProgress({ progress, label = 'Upload progress' }: { progress: number | null; label?: string }) {
  const id = useId();
  if (progress === null) return null;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <progress id={id} className="upload-progress" max={1} value={progress} />
    </div>
  );
}

/**
 * A form that sends files: `upload(send, failure)` runs `send` with its progress shown, and on a failure
 * says in the form's alert the server's reason for a refused file, or else `failure`; `refused` first
 * lets the form put the refusal on its own fields.
 */
export function useUpload(show: (text: string, type: AlertType) => void) {
  const [progress, setProgress] = useState<number | null>(null);
  async function upload(
    send: (onProgress: (fraction: number) => void) => Promise<void>,
    failure: string,
    refused?: (err: unknown) => void,
  ) {
    setProgress(0);
    try {
      await send(setProgress);
    } catch (err) {
      refused?.(err);
      show(uploadFailureText(err, failure), 'error');
    } finally {
      setProgress(null);
    }
  }
  return { progress, setProgress, upload };
}
