import { findPage, type PagePath } from '@shop/contract';
import { openLink } from '../../../shared/navigation/openLink';
import './menus.css';

/** Rows that open pages, each labelled with its page title from the route table. */
export function LinkRows({ paths, label }: { paths: readonly PagePath[]; label: string }) {
  return (
    <nav className="link-rows" aria-label={label}>
      {paths.map((path) => (
        <button key={path} type="button" className="link-rows__row" onClick={() => void openLink(path)}>
          {findPage(path)?.title ?? path}
        </button>
      ))}
    </nav>
  );
}
