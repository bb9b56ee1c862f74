import { type KeyboardEvent, type MouseEvent, type ReactNode, useEffect, useId, useRef } from 'react';
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
 * inside, and focus goes back to whatever opened it. It closes three ways, so that nobody is kept in it
 * (issue 30): its Close button, Escape, and a tap on the dimmed page around it.
 */
export function ModalDialog({ open, title, onClose, children, maxWidth, className }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // The content sits in a box that fills the dialog, so a click on the dialog itself is a click outside
  // the box: on the backdrop. Pressed and released there both, so that selecting text and letting go
  // outside does not close it.
  const pressedOutside = useRef(false);
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
      onPointerDown={(e) => {
        pressedOutside.current = e.target === e.currentTarget;
      }}
      onClick={(e: MouseEvent<HTMLDialogElement>) => {
        if (pressedOutside.current && e.target === e.currentTarget) onClose();
      }}
    >
      <div className="modal-box">
        <div className="modal-head">
          <h2 id={titleId} className="modal-title">
            {title}
          </h2>
          <button type="button" className="button button-secondary modal-close" onClick={onClose}>
            Close
          </button>
        </div>
        {children}
      </div>
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
        <button type="button" className="button button-secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="button" onClick={onConfirm} disabled={busy}>
          Confirm
        </button>
      </div>
    </ModalDialog>
  );
}
