import { useEffect, useId, useRef } from 'react';

interface ConfirmProps {
  text: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The spec's Confirm Action dialog. A modal <dialog> keeps focus inside, closes on Escape and gives focus
 * back to the button that opened it.
 */
export function ConfirmDialog({ text, onConfirm, onCancel }: ConfirmProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    dialog?.showModal?.();
    return () => dialog?.close?.();
  }, []);
  return (
    <dialog ref={ref} className="confirm-dialog" aria-labelledby={titleId} onClose={onCancel}>
      <h2 id={titleId}>Confirm Action</h2>
      <p>{text}</p>
      <button type="button" className="button button-secondary" onClick={onCancel}>
        Cancel
      </button>
      <button type="button" className="button" onClick={onConfirm}>
        Confirm
      </button>
    </dialog>
  );
}
