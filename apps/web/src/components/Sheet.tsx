import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useSessionStore } from '../stores/session';
import './sheet.css';

interface SheetProps {
  title: string;
  closeLabel: string;
  onClose(): void;
  /** 'full' covers the page (a form); 'part' rises from the bottom over a dimmed page (a picker). */
  size: 'full' | 'part';
  children: ReactNode;
  /** Stays at the bottom while the body scrolls. */
  footer?: ReactNode;
  /** A closed sheet keeps what was typed in it, hidden, until it opens again. */
  open?: boolean;
}

// Sheets can stack (a picker over the order form); the page scrolls again when the last closes.
let openSheets = 0;

function useBodyScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return undefined;
    openSheets += 1;
    document.body.style.overflow = 'hidden';
    useSessionStore.getState().setBodyScrollLock(true);
    return () => {
      openSheets -= 1;
      if (openSheets > 0) return;
      document.body.style.overflow = '';
      useSessionStore.getState().setBodyScrollLock(false);
    };
  }, [locked]);
}

/** A dialog that rises from the bottom of the screen, closed by its × or the Escape key. */
export function Sheet({ title, closeLabel, onClose, size, children, footer, open = true }: SheetProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useBodyScrollLock(open);
  // Focus moves into the sheet and, once it closes, back to what opened it (the order button, the region field).
  useEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.focus();
    return () => opener?.focus();
  }, [open]);

  return createPortal(
    <div className={`sheet sheet--${size}`} hidden={!open}>
      {size === 'part' ? <div className="sheet__mask" aria-hidden="true" onClick={onClose} /> : null}
      <div
        ref={panel}
        className="sheet__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose();
        }}
      >
        <header className="sheet__header">
          <h2 id={titleId} className="sheet__title">
            {title}
          </h2>
          <button type="button" className="sheet__close" aria-label={closeLabel} onClick={onClose}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M6 6l12 12M18 6 6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </header>
        <div className="sheet__body">{children}</div>
        {footer ? <div className="sheet__footer">{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
