import type { NumberItem } from '@shop/contract';
import { GoodsCard, GoodsListSkeleton } from '../../../../components/GoodsCard';
import { operatorNameKey } from '../../../../components/OperatorBadge';
import { PagedList } from '../../../../components/PagedList';
import { EmptyState } from '../../../../components/PageStates';
import { useT } from '../../../../i18n';
import { openLink } from '../../../../lib/navigation/openLink';
import { GOODS_LIST_PATH } from '../../../../lib/paths';
import { usePromoCode } from '../../../../lib/promo';
import { call } from '../../../../lib/request';
import { usePaged } from '../../../../lib/usePaged';

/** The promoter's SIM products of the number's operator. */
export function OperatorPlans({ operator }: { operator: NumberItem['operator'] }) {
  const t = useT();
  const promoCode = usePromoCode();
  const paged = usePaged(`${operator}:${promoCode ?? ''}`, (page) => call('goodsList', { query: { operator, page, promoCode } }));
  return (
    <section className="operator-plans">
      <h3 className="operator-plans__heading">{t('goods.number.operatorPlans', { operator: t(operatorNameKey(operator)) })}</h3>
      <PagedList
        paged={paged}
        itemKey={(goods) => goods.id}
        renderItem={(goods) => <GoodsCard goods={goods} />}
        placeholder={<GoodsListSkeleton count={2} />}
        empty={
          <EmptyState
            title={t('goods.number.operatorPlansEmpty')}
            hint={t('goods.number.operatorPlansHint')}
            next={{ label: t('goods.browsePlans'), onPress: () => void openLink(GOODS_LIST_PATH) }}
          />
        }
      />
    </section>
  );
}
