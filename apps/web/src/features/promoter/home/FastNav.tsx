import type { BaseConfig } from '@shop/contract';
import { openLink } from '../../../shared/navigation/openLink';
import { NavIcon } from './NavIcon';

type NavItem = BaseConfig['front']['fastNav'][number];

/** The promoter's shortcuts under the carousel. */
export function FastNav({ items }: { items: NavItem[] }) {
  if (items.length === 0) return null;
  return (
    <nav className="fast-nav">
      {items.map((item) => (
        <button key={`${item.title}-${item.link}`} type="button" className="fast-nav__item" onClick={() => void openLink(item.link)}>
          <NavIcon icon={item.icon} />
          <span>{item.title}</span>
        </button>
      ))}
    </nav>
  );
}
