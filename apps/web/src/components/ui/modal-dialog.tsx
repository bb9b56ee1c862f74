import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import './modal-dialog.css';

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

interface ModalDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Widest the dialog may be, in px (the confirm dialog of the spec is 400). */
  maxWidth?: number;
  className?: string;
  /** A Close button under the content (the spec's picture and event dialogs have one). */
  closeButton?: boolean;
}

/** Keeps Tab and Shift+Tab going round the dialog's own controls instead of out to the browser. */
function loopTab(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The site's one modal, on the native <dialog>: showModal() makes the page behind inert, Tab goes round
 * inside, Escape closes it, and focus goes back to whatever opened it.
 */
export function ModalDialog({ open, title, onClose, children, maxWidth, className, closeButton }: ModalDialogProps) {
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
      onKeyDown={loopTab}
    >
      <h2 id={titleId} className="modal-title">
        {title}
      </h2>
      {children}
      {closeButton && (
        <p className="modal-actions">
          <button type="button" className="button" onClick={onClose}>
            Close
          </button>
        </p>
      )}
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
