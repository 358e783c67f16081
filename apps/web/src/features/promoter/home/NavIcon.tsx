/** Built-in shortcut icons by name; a promoter may also give an image address. */
const paths: Record<string, string> = {
  number: 'M7 2h10a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm3 17h4',
  search: 'M10.5 4a6.5 6.5 0 1 1 0 13 6.5 6.5 0 0 1 0-13zm4.8 11.3L20 20',
  sim: 'M8 2h7l5 5v13a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm1 9h8v7H9z',
  order: 'M6 3h12v18l-3-2-3 2-3-2-3 2zm3 5h6m-6 4h6',
  service: 'M4 13v-1a8 8 0 0 1 16 0v1m-16 0v4h3v-5H4m16 1v4h-3v-5h3m-3 5c0 2-2 3-5 3',
  promise: 'M12 2l8 3v6c0 5-3.5 9-8 11-4.5-2-8-6-8-11V5zm-3.5 10 2.5 2.5 4.5-5',
  card: 'M3 6h18v12H3zm0 4h18',
};

export function NavIcon({ icon }: { icon: string }) {
  if (icon.startsWith('/') || /^https?:/i.test(icon)) {
    return <img className="fast-nav__icon" src={icon} alt="" width={44} height={44} loading="lazy" />;
  }
  return (
    <span className="fast-nav__icon fast-nav__icon--builtin" aria-hidden="true">
      <svg viewBox="0 0 24 24" width="24" height="24">
        <path d={paths[icon] ?? paths.card} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </span>
  );
}
