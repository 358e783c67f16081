import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useSessionStore } from '../../stores/session';
import { Popup } from '../antd';
import { trapFocus } from './focusTrap';
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

/**
 * A dialog that rises from the bottom of the screen (antd-mobile's Popup), closed by its ×, the
 * Escape key or, for a part sheet, a tap on the dimmed page.
 */
export function Sheet({ title, closeLabel, onClose, size, children, footer, open = true }: SheetProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useBodyScrollLock(open);
  // Focus moves into the sheet once it is shown, stays there and, once it closes, goes back to
  // what opened it (the order button, the region field).
  const release = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => {
      release.current?.();
      release.current = null;
      opener?.focus();
    };
  }, [open]);

  return (
    <Popup
      visible={open}
      className={`sheet sheet--${size}`}
      bodyClassName="sheet__popup"
      mask={size === 'part'}
      maskClassName="sheet__mask"
      onMaskClick={onClose}
      afterShow={() => {
        if (panel.current && !release.current) release.current = trapFocus(panel.current);
      }}
      // Our own lock below also tells the page (session store) that it must not scroll.
      disableBodyScroll={false}
    >
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
    </Popup>
  );
}
