import { useInfiniteQuery } from '@tanstack/react-query';
import { VANITY_SEARCH_PATH } from '@shop/contract';
import { GoodsCard, GoodsListSkeleton } from '../../../features/goods';
import { PagedList } from '../../../shared/ui/PagedList';
import { EmptyState } from '../../../shared/ui/PageStates';
import { useT } from '../../../i18n';
import { openLink } from '../../../shared/navigation/openLink';
import { endpointPages, usePagedQuery } from '../../../shared/query';

const PLANS_GROUP = 2;

/** Group 2 of the home: the promoter's SIM products, page after page. */
export function HomeGoods() {
  const t = useT();
  const paged = usePagedQuery(useInfiniteQuery(endpointPages('goodsList', { query: { group: PLANS_GROUP } })));
  return (
    <PagedList
      paged={paged}
      itemKey={(goods) => goods.id}
      renderItem={(goods) => <GoodsCard goods={goods} />}
      placeholder={<GoodsListSkeleton />}
      empty={
        <EmptyState
          title={t('goods.plansEmpty')}
          hint={t('goods.plansEmptyHint')}
          next={{ label: t('goods.groups.numbers'), onPress: () => void openLink(VANITY_SEARCH_PATH) }}
        />
      }
    />
  );
}
