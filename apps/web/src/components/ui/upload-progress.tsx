import { useId } from 'react';
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
