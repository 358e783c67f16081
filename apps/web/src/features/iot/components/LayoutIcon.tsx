/** Icons of the SIM layout's menus by name (as promoters pick them); an address is drawn as an image. */
const paths: Record<string, string> = {
  package: 'M4 7.5 12 3l8 4.5v9L12 21l-8-4.5zm0 0 8 4.5 8-4.5M12 12v9',
  recharge: 'M3 7h18v12H3zm0 4h18M7 15h3',
  realname: 'M4 5h16v14H4zm4 5a2 2 0 1 0 4 0 2 2 0 0 0-4 0m-1 6c.5-1.5 1.7-2 3-2s2.5.5 3 2m2-7h3m-3 3h3',
  history: 'M4 20V10m5 10V4m5 16v-7m5 7V8',
  packageInfo: 'M6 3h9l4 4v14H6zm9 0v4h4M9 12h7m-7 4h7',
  packageList: 'M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01',
  order: 'M6 3h12v18l-3-2-3 2-3-2-3 2zm3 5h6m-6 4h6',
  balanceLog: 'M5 4h14v16H5zm4 4h6m-6 4h6m-6 4h3',
  coupon: 'M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4zm11 0v10',
  phone: 'M7 2h10a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm3 17h4',
  network: 'M2 9a15 15 0 0 1 20 0M5 12.5a10 10 0 0 1 14 0M8.5 16a5 5 0 0 1 7 0M12 19.5h.01',
  integral: 'M12 3l2.6 5.6 6 .7-4.5 4.1 1.2 6L12 16.4 6.7 19.4l1.2-6L3.4 9.3l6-.7z',
  service: 'M4 13v-1a8 8 0 0 1 16 0v1m-16 0v4h3v-5H4m16 1v4h-3v-5h3m-3 5c0 2-2 3-5 3',
  home: 'M3 11 12 4l9 7v9h-6v-6H9v6H3z',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 9c.8-3.5 3.6-6 7-6s6.2 2.5 7 6',
  password: 'M6 11h12v10H6zm2 0V8a4 4 0 0 1 8 0v3m-4 4v2',
  card: 'M8 2h7l5 5v13a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm1 9h8v7H9z',
};

const isAddress = (icon: string) => icon.startsWith('/') || /^(https?:|data:)/i.test(icon);

export function LayoutIcon({ icon, className }: { icon: string; className: string }) {
  if (isAddress(icon)) return <img className={className} src={icon} alt="" width={32} height={32} />;
  return (
    <span className={`${className} layout-icon`} aria-hidden="true">
      <svg viewBox="0 0 24 24" width="22" height="22">
        <path d={paths[icon] ?? paths.card} fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </span>
  );
}
