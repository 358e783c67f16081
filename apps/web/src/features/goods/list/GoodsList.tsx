import { useInfiniteQuery } from '@tanstack/react-query';
import { OPERATOR_CODES, VANITY_SEARCH_PATH, type OperatorCode } from '@shop/contract';
import { useT } from '../../../i18n';
import { history, useQuery } from '../../../shared/navigation';
import { openLink } from '../../../shared/navigation/openLink';
import { replaceQuery } from '../../../shared/navigation/pageQuery';
import { showToast } from '../../../shared/popups';
import { endpointPages, usePagedQuery } from '../../../shared/query';
import { PagedList } from '../../../shared/ui/PagedList';
import { EmptyState } from '../../../shared/ui/PageStates';
import { GoodsCard, GoodsListSkeleton } from '../components/GoodsCard';
import { GoodsFilters, SORTS, type GoodsSort } from './GoodsFilters';

/** An operator from the page query (a link may open the list on one operator). */
const operatorFrom = (value: string | undefined): OperatorCode | undefined => OPERATOR_CODES.find((code) => String(code) === value);

const sortFrom = (value: string | undefined): GoodsSort => SORTS.find((sort) => sort === value) ?? 'default';

/** Shows the page with its filters changed, keeping the rest of its query (promo code). */
const updateQuery = (patch: Record<string, string | number | undefined>) =>
  void replaceQuery({ ...history.location().query, ...patch }).catch((error: unknown) => showToast(error instanceof Error ? error.message : String(error)));

/**
 * The SIM products: filtered by operator, sorted by price, loaded page by page. The filters live
 * in the page's address and the pages in the query cache, so coming back shows the list as left.
 */
export function GoodsList() {
  const t = useT();
  const query = useQuery();
  const operator = operatorFrom(query.operator);
  const sort = sortFrom(query.sort);
  const setOperator = (next: OperatorCode | undefined) => updateQuery({ operator: next });
  const setSort = (next: GoodsSort) => updateQuery({ sort: next === 'default' ? undefined : next });
  const paged = usePagedQuery(useInfiniteQuery(endpointPages('goodsList', { query: { operator, sort: sort === 'default' ? undefined : sort } })));

  const empty = operator ? (
    <EmptyState title={t('goods.listEmpty')} hint={t('goods.listEmptyHint')} next={{ label: t('goods.showAll'), onPress: () => setOperator(undefined) }} />
  ) : (
    <EmptyState
      title={t('goods.plansEmpty')}
      hint={t('goods.plansEmptyHint')}
      next={{ label: t('goods.groups.numbers'), onPress: () => void openLink(VANITY_SEARCH_PATH) }}
    />
  );

  return (
    <div className="goods-list">
      <GoodsFilters operator={operator} sort={sort} onOperator={setOperator} onSort={setSort} />
      <PagedList
        paged={paged}
        itemKey={(goods) => goods.id}
        renderItem={(goods) => <GoodsCard goods={goods} />}
        placeholder={<GoodsListSkeleton count={4} />}
        empty={empty}
      />
    </div>
  );
}
