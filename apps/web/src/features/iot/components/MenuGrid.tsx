import type { PageUrl, SimLayout } from '@shop/contract';
import { useT } from '../../../i18n';
import { splitMenus } from '../layout';
import { openLink } from '../../../shared/navigation/openLink';
import { LayoutIcon } from './LayoutIcon';
import './menus.css';

type Menu = SimLayout['menus'][number];

/**
 * The promoter's menus as a grid of icons, at most `max` of them with "更多" opening
 * `moreLink` for the rest (0 shows them all).
 */
export function MenuGrid({ menus, max, moreLink }: { menus: readonly Menu[]; max: number; moreLink: PageUrl }) {
  const t = useT();
  const { shown, more } = splitMenus(menus, max);
  if (shown.length === 0) return null;
  return (
    <nav className="menu-grid" aria-label={t('iotHome.menus')}>
      {shown.map((menu) => (
        <button key={`${menu.title}-${menu.link}`} type="button" className="menu-grid__item" onClick={() => void openLink(menu.link)}>
          <LayoutIcon icon={menu.icon} className="menu-grid__icon" />
          <span className="menu-grid__title">{menu.title}</span>
        </button>
      ))}
      {more ? (
        <button type="button" className="menu-grid__item" onClick={() => void openLink(moreLink)}>
          <span className="menu-grid__icon layout-icon" aria-hidden="true">
            ···
          </span>
          <span className="menu-grid__title">{t('iotHome.more')}</span>
        </button>
      ) : null}
    </nav>
  );
}
