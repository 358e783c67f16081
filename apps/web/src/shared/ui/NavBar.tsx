import type { ReactNode } from 'react';

interface NavBarProps {
  title: string;
  onBack?: () => void;
  backLabel: string;
  right?: ReactNode;
}

/** The default navigation bar of spec 2: #f8f8f8 background, black title, 44 px high. */
export function NavBar({ title, onBack, backLabel, right }: NavBarProps) {
  return (
    <header className="nav-bar">
      {onBack ? (
        <button type="button" className="nav-bar__back" onClick={onBack} aria-label={backLabel}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path d="M15 4 7 12l8 8" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      ) : null}
      <h1 className="nav-bar__title">{title}</h1>
      {right ? <div className="nav-bar__right">{right}</div> : null}
    </header>
  );
}
