import { VANITY_SEARCH_PATH } from '@shop/contract';
import { GoodsCard, GoodsListSkeleton } from '../../../components/GoodsCard';
import { PagedList } from '../../../components/PagedList';
import { EmptyState } from '../../../components/PageStates';
import { useT } from '../../../i18n';
import { openLink } from '../../../lib/navigation/openLink';
import { usePromoCode } from '../../../lib/promo';
import { call } from '../../../lib/request';
import { usePaged } from '../../../lib/usePaged';

const PLANS_GROUP = 2;

/** Group 2 of the home: the promoter's SIM products, page after page. */
export function HomeGoods() {
  const t = useT();
  const promoCode = usePromoCode();
  const paged = usePaged(`home-goods:${promoCode ?? ''}`, (page) => call('goodsList', { query: { group: PLANS_GROUP, page, promoCode } }), {
    keepAs: 'home',
  });
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
