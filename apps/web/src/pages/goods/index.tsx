import { OPERATOR_CODES, VANITY_SEARCH_PATH, type OperatorCode } from '@shop/contract';
import { GoodsCard, GoodsListSkeleton } from '../../components/GoodsCard';
import { PagedList } from '../../components/PagedList';
import { EmptyState } from '../../components/PageStates';
import { useT } from '../../i18n';
import { useQuery } from '../../lib/navigation';
import { openLink } from '../../lib/navigation/openLink';
import { usePromoCode } from '../../lib/promo';
import { call } from '../../lib/request';
import { useKeptState } from '../../lib/useKeptState';
import { usePaged } from '../../lib/usePaged';
import { GoodsFilters, type GoodsSort } from './parts/GoodsFilters';
import './goods.css';

/** An operator from the page query (a link may open the list on one operator). */
const operatorFrom = (value: string | undefined): OperatorCode | undefined => OPERATOR_CODES.find((code) => String(code) === value);

/** The SIM products: filtered by operator, sorted by price, loaded page by page. */
export default function GoodsListPage() {
  const t = useT();
  const queryOperator = useQuery().operator;
  const [operator, setOperator] = useKeptState(`goods:operator:${queryOperator ?? ''}`, operatorFrom(queryOperator));
  const [sort, setSort] = useKeptState<GoodsSort>('goods:sort', 'default');
  const promoCode = usePromoCode();
  const paged = usePaged(
    `${operator ?? 'all'}:${sort}:${promoCode ?? ''}`,
    (page) => call('goodsList', { query: { operator, sort: sort === 'default' ? undefined : sort, page, promoCode } }),
    { keepAs: 'goods' },
  );

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
