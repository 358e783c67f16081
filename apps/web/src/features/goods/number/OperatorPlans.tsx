import { useInfiniteQuery } from '@tanstack/react-query';
import type { NumberItem } from '@shop/contract';
import { GoodsCard, GoodsListSkeleton } from '../components/GoodsCard';
import { operatorNameKey } from '../../../shared/ui/OperatorBadge';
import { PagedList } from '../../../shared/ui/PagedList';
import { EmptyState } from '../../../shared/ui/PageStates';
import { useT } from '../../../i18n';
import { openLink } from '../../../shared/navigation/openLink';
import { endpointPages, usePagedQuery } from '../../../shared/query';

/** The promoter's SIM products of the number's operator. */
export function OperatorPlans({ operator }: { operator: NumberItem['operator'] }) {
  const t = useT();
  const paged = usePagedQuery(useInfiniteQuery(endpointPages('goodsList', { query: { operator } })));
  return (
    <section className="operator-plans">
      <h2 className="operator-plans__heading">{t('goods.number.operatorPlans', { operator: t(operatorNameKey(operator)) })}</h2>
      <PagedList
        paged={paged}
        itemKey={(goods) => goods.id}
        renderItem={(goods) => <GoodsCard goods={goods} />}
        placeholder={<GoodsListSkeleton count={2} />}
        empty={
          <EmptyState
            title={t('goods.number.operatorPlansEmpty')}
            hint={t('goods.number.operatorPlansHint')}
            next={{ label: t('goods.browsePlans'), onPress: () => void openLink('/pages/goods/index') }}
          />
        }
      />
    </section>
  );
}
