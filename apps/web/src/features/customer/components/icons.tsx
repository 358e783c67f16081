import './icons.css';

const paths = {
  chat: 'M4 5h16v11H9l-5 4zM8 9.5h8M8 12.5h5',
  phone: 'M6.5 3.5h3l1.5 4-2 1.5a11 11 0 0 0 6 6l1.5-2 4 1.5v3a2 2 0 0 1-2 2A16 16 0 0 1 4.5 5.5a2 2 0 0 1 2-2',
  search: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14M16.5 16.5l4 4',
} as const;

/** The line icons of the customer pages, drawn in the text colour. */
export function Icon({ name, size = 20 }: { name: keyof typeof paths; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      <path d={paths[name]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The "opens a page" mark at the end of a row. */
export const Chevron = () => <span className="chevron" aria-hidden="true" />;
