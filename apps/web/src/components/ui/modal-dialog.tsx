import { type ReactNode, useEffect, useId, useRef } from 'react';
import './modal-dialog.css';

interface ModalDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Widest the dialog may be, in px (the confirm dialog of the spec is 400). */
  maxWidth?: number;
  className?: string;
}

/**
 * A modal built on the native <dialog>: showModal() makes the page behind inert (focus stays inside),
 * Escape closes it, and focus goes back to whatever opened it.
 */
export function ModalDialog({ open, title, onClose, children, maxWidth, className }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal?.();
    const onCancel = (e: Event) => {
      e.preventDefault();
      onCloseRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open) dialog.close?.();
      opener?.focus?.();
    };
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className={`modal ${className ?? ''}`}
      style={maxWidth ? { maxWidth: `min(${maxWidth}px, calc(100vw - 2rem))` } : undefined}
    >
      <h2 id={titleId} className="modal-title">
        {title}
      </h2>
      {children}
    </dialog>
  );
}

interface ConfirmDialogProps {
  open: boolean;
  text: string;
  onCancel: () => void;
  onConfirm: () => void;
  busy?: boolean;
}

/** The spec's confirm dialog: at most 400 wide, titled Confirm Action, with Cancel and Confirm. */
export function ConfirmDialog({ open, text, onCancel, onConfirm, busy }: ConfirmDialogProps) {
  return (
    <ModalDialog open={open} title="Confirm Action" onClose={onCancel} maxWidth={400}>
      <p>{text}</p>
      <div className="actions">
        <button type="button" className="button button-secondary" onClick={onCancel} autoFocus>
          Cancel
        </button>
        <button type="button" className="button" onClick={onConfirm} disabled={busy}>
          Confirm
        </button>
      </div>
    </ModalDialog>
  );
}
