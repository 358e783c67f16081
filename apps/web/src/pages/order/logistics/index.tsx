import { ORDER_LIST_PATH } from '@shop/contract';
import { EmptyState, FailedState } from '../../../components/PageStates';
import { OrderItem } from '../../../components/order/OrderItem';
import { useT } from '../../../i18n';
import { copyText } from '../../../lib/copy';
import { useQuery } from '../../../lib/navigation';
import { openLink } from '../../../lib/navigation/openLink';
import { useLoad } from '../../../lib/useLoad';
import { openOrderDetail } from '../parts/links';
import { loadTracking, type Tracking } from './parts/loadTracking';
import { Timeline } from './parts/Timeline';
import './logistics.css';

function Parcel({ tracking }: { tracking: Tracking }) {
  const t = useT();
  return (
    <section className="parcel">
      <p className={tracking.delivered ? 'parcel__state parcel__state--delivered' : 'parcel__state'}>{tracking.delivered ? t('logistics.delivered') : t('logistics.inTransit')}</p>
      <dl className="parcel__rows">
        <div className="parcel__row">
          <dt>{t('logistics.carrier')}</dt>
          <dd>{tracking.carrier}</dd>
        </div>
        <div className="parcel__row">
          <dt>{t('logistics.trackingNo')}</dt>
          <dd>
            {tracking.trackingNo}
            <button type="button" className="parcel__copy" onClick={() => void copyText(tracking.trackingNo)}>
              {t('logistics.copy')}
            </button>
          </dd>
        </div>
      </dl>
    </section>
  );
}

/** Where the order's card is (`?orderSn=`): carrier, tracking number and the carrier's scans. */
export default function LogisticsPage() {
  const t = useT();
  const { orderSn } = useQuery();
  const loaded = useLoad(orderSn ?? '', () => loadTracking(orderSn));

  if (loaded.status === 'loading') return <div className="page-loading" role="progressbar" aria-label={t('common.loading')} />;
  if (loaded.status === 'failed') return <FailedState title={t('logistics.loadFailed')} error={loaded.error} onRetry={loaded.retry} />;
  if (!loaded.data) {
    return <EmptyState title={t('order.notFound')} hint={t('order.notFoundHint')} next={{ label: t('order.backToList'), onPress: () => void openLink(ORDER_LIST_PATH) }} />;
  }
  const { order, tracking } = loaded.data;
  return (
    <div className="logistics">
      <button type="button" className="logistics__order" onClick={() => void openOrderDetail(order.orderSn)}>
        <OrderItem order={order} />
      </button>
      {tracking ? (
        <>
          <Parcel tracking={tracking} />
          <section className="logistics__events">
            <h3 className="logistics__title">{t('logistics.timeline')}</h3>
            <Timeline events={tracking.events} />
          </section>
        </>
      ) : (
        <EmptyState title={t('logistics.notShipped')} hint={t('logistics.notShippedHint')} />
      )}
    </div>
  );
}
