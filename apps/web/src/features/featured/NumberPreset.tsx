import { pageUrl, VANITY_SEARCH_PATH, type PageUrl } from '@shop/contract';
import { operatorNameKey } from '../../shared/ui/OperatorBadge';
import { useT } from '../../i18n';
import { openLink } from '../../shared/navigation/openLink';
import { patternLabel } from '../numbers';
import type { SinglePageData } from './singlePageQuery';

type NumberSearch = NonNullable<SinglePageData['numberSearch']>;

/** The number search the page presents, as the search page's own query. */
const presetUrl = ({ operator, province, pattern, endsWith }: NumberSearch): PageUrl =>
  pageUrl(VANITY_SEARCH_PATH, { operator, province, pattern, endsWith });

/** A button into the number search with the page's filters already set, and what they are. */
export function NumberPreset({ search }: { search: NumberSearch }) {
  const t = useT();
  const summary = [
    search.operator !== undefined && search.operator > 0 ? t(operatorNameKey(search.operator)) : undefined,
    search.pattern ? patternLabel(search.pattern) : undefined,
    search.endsWith ? t('goods.single.endsWith', { digits: search.endsWith }) : undefined,
  ].filter(Boolean);
  return (
    <button type="button" className="single__numbers" onClick={() => void openLink(presetUrl(search))}>
      <span className="single__numbers-text">
        <span className="single__numbers-title">{t('goods.single.pickNumbers')}</span>
        {summary.length > 0 ? <span className="single__numbers-hint">{summary.join(' · ')}</span> : null}
      </span>
      <span className="single__numbers-chevron" aria-hidden="true" />
    </button>
  );
}
