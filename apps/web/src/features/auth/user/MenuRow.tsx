import type { PageUrl } from '@shop/contract';
import { openLink } from '../../../shared/navigation/openLink';

/** One row of Mine's lists: a label that opens a page. */
export function MenuRow({ label, link, hint }: { label: string; link: PageUrl; hint?: string }) {
  return (
    <button type="button" className="menu-row" onClick={() => void openLink(link)}>
      <span className="menu-row__label">{label}</span>
      {hint ? <span className="menu-row__value">{hint}</span> : null}
      <span className="menu-row__chevron" aria-hidden="true" />
    </button>
  );
}
