import { useId, useState } from 'react';
import { ResponsiveImage } from '../../components/ui/responsive-image.tsx';
import { UploadProgress } from '../../components/ui/upload-progress.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { FieldFrame } from '../../components/ui/field-frame.tsx';
import { describedControl } from '../../components/ui/form-field.tsx';
import { uploadSiteImage } from './api.ts';

/**
 * A document's picture: the current one, a file chooser that uploads at once (re-encoded by the server)
 * and a Remove; the document keeps only the address, saved with the rest of the editor.
 */
export function PictureField({
  label,
  value: address,
  onChange,
  error,
}: {
  label: string;
  /** The picture's address, '' for none. */
  value: string;
  onChange: (address: string) => void;
  error?: string;
}) {
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState('');
  const message = failure || error;

  async function upload(file: File | undefined) {
    if (!file) return;
    setFailure('');
    setProgress(0);
    try {
      onChange(await uploadSiteImage(file, setProgress));
    } catch (err) {
      setFailure(
        err instanceof ApiError && err.status < 500
          ? err.message
          : 'The picture could not be uploaded. Please try again.',
      );
    } finally {
      setProgress(null);
    }
  }

  return (
    <FieldFrame id={id} label={label} error={message} announce>
      {address && <ResponsiveImage src={address} alt="" sizes="8rem" className="picture-preview" />}
      <input
        type="file"
        accept="image/*"
        {...describedControl(id, message)}
        onChange={(e) => void upload(e.target.files?.[0])}
      />
      <UploadProgress progress={progress} label={`${label}: upload progress`} />
      {address && (
        <button type="button" className="button button-secondary" onClick={() => onChange('')}>
          Remove<span className="visually-hidden"> {label}</span>
        </button>
      )}
    </FieldFrame>
  );
}
