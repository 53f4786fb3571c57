import { type ReactNode, useEffect, useId, useRef } from 'react';
import './plain.css';

export type NoticeDialogProps = {
  title: string;
  message: ReactNode;
  /** The button, Escape: the parent unmounts the dialog (or navigates away). */
  onClose: () => void;
  closeLabel?: string;
};

/**
 * A modal message on a native <dialog> (modal, focus-trapped and inert background in browsers) for
 * the public pages; showModal() moves focus to its button. Render it only while it should show.
 */
export function NoticeDialog({ title, message, onClose, closeLabel = 'OK' }: NoticeDialogProps) {
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    // jsdom has no showModal; a plain open dialog is enough there.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
  }, []);

  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-message`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={`${id}-title`} className="dialog-title">
        {title}
      </h2>
      <p id={`${id}-message`} className="dialog-message">
        {message}
      </p>
      <div className="dialog-actions">
        <button type="button" className="btn" onClick={onClose}>
          {closeLabel}
        </button>
      </div>
    </dialog>
  );
}
