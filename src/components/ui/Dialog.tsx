import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import styles from './Dialog.module.css';

export interface DialogProps {
  /** Shown as a modal when true: the rest of the page is inert until it closes. */
  open: boolean;
  /**
   * The user closed it (Escape, or the corner button when `closeLabel` is given): set `open`
   * to false here. Not called when the parent closes it by setting `open` to false itself.
   */
  onClose: () => void;
  /** Heading of the dialog, and its accessible name (`aria-labelledby`). */
  title: string;
  /** Short text under the heading, and the dialog's accessible description. */
  description?: ReactNode;
  /** Anything else in the body (a form, a list). */
  children?: ReactNode;
  /** Buttons at the bottom, in reading order (the main action last on wide screens). */
  actions?: ReactNode;
  /** Accessible name of a × button in the corner; without it there is none. */
  closeLabel?: string;
  /** Width: `sm` (notices, confirmations, the default), `md` (forms), `lg`. */
  size?: 'sm' | 'md' | 'lg';
}

/**
 * An accessible modal dialog on the native <dialog> element: `showModal()` puts it in the top
 * layer (an overlay, so nothing on the page moves), makes the rest of the page inert (focus is
 * trapped inside) and moves focus to its first focusable element; Escape closes it; on close,
 * focus goes back to the element that had it before.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  actions,
  closeLabel,
  size = 'sm',
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocusTo = useRef<Element | null>(null);
  // The close event also fires when the parent closes it; only a user's close is reported.
  const openRef = useRef(open);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    openRef.current = open;
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocusTo.current = document.activeElement;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  function handleClose() {
    const target = returnFocusTo.current;
    returnFocusTo.current = null;
    if (target instanceof HTMLElement && target.isConnected) target.focus();
    if (openRef.current) onClose();
  }

  return (
    <dialog
      ref={ref}
      className={`${styles.dialog} ${styles[size]}`}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={handleClose}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {closeLabel && (
          <button
            type="button"
            className={styles.close}
            aria-label={closeLabel}
            onClick={() => ref.current?.close()}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path
                d="M6 6l12 12M18 6L6 18"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
        )}
      </div>
      {description && (
        <div id={descriptionId} className={styles.description}>
          {description}
        </div>
      )}
      {children}
      {actions && <div className={styles.actions}>{actions}</div>}
    </dialog>
  );
}
