import { useQuery } from '@tanstack/react-query';
import { useT } from '../../../i18n';
import { openLink } from '../../../shared/navigation/openLink';
import { EmptyState, FailedState } from '../../../shared/ui/PageStates';
import { goodsQuery } from '../queries';
import { GoodsDetail, GoodsDetailSkeleton } from './GoodsDetail';

/** One SIM product by its id, with the way to order it. */
export function GoodsDetailView({ id }: { id: string | undefined }) {
  const t = useT();
  const goods = useQuery(goodsQuery(id));

  if (goods.isPending) return <GoodsDetailSkeleton />;
  if (goods.isError) return <FailedState title={t('goods.loadFailed')} error={goods.error.message} onRetry={() => void goods.refetch()} />;
  if (!goods.data) {
    return (
      <EmptyState
        title={t('goods.notFound')}
        hint={t('goods.notFoundHint')}
        next={{ label: t('goods.browsePlans'), onPress: () => void openLink('/pages/goods/index') }}
      />
    );
  }
  return <GoodsDetail goods={goods.data} />;
}
