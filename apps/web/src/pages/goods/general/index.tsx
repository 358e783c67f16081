import { EmptyState, FailedState } from '../../../components/PageStates';
import { useT } from '../../../i18n';
import { useQuery } from '../../../lib/navigation';
import { openLink } from '../../../lib/navigation/openLink';
import { GOODS_LIST_PATH } from '../../../lib/paths';
import { usePromoCode } from '../../../lib/promo';
import { useLoad } from '../../../lib/useLoad';
import { GoodsDetail, GoodsDetailSkeleton } from './parts/GoodsDetail';
import { loadGoods } from './parts/loadGoods';
import './general.css';

/** One SIM product by `id`, with the way to order it. */
export default function GoodsDetailPage() {
  const t = useT();
  const { id } = useQuery();
  const promoCode = usePromoCode();
  const goods = useLoad(`${id ?? ''}:${promoCode ?? ''}`, () => loadGoods(id, promoCode));

  if (goods.status === 'loading') return <GoodsDetailSkeleton />;
  if (goods.status === 'failed') return <FailedState title={t('goods.loadFailed')} error={goods.error} onRetry={goods.retry} />;
  if (!goods.data) {
    return (
      <EmptyState
        title={t('goods.notFound')}
        hint={t('goods.notFoundHint')}
        next={{ label: t('goods.browsePlans'), onPress: () => void openLink(GOODS_LIST_PATH) }}
      />
    );
  }
  return <GoodsDetail goods={goods.data} />;
}
