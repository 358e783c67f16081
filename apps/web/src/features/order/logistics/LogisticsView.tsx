import { ORDER_LIST_PATH, type DataOf, type EndpointOf } from '@shop/contract';
import { EmptyState, FailedState } from '../../../shared/ui/PageStates';
import { Timeline } from '../../../shared/ui/Timeline';
import { OrderItem } from '../components/OrderItem';
import { useT } from '../../../i18n';
import { copyText } from '../../../shared/copy';
import { openLink } from '../../../shared/navigation/openLink';
import { openOrderDetail } from '../links';
import { useOrderTracking } from './useOrderTracking';

export type Tracking = DataOf<EndpointOf<'orderLogistics'>>;

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

/** Where the order's card is: carrier, tracking number and the carrier's scans. */
export function LogisticsView({ orderSn }: { orderSn: string }) {
  const t = useT();
  const { loading, error, retry, order, tracking } = useOrderTracking(orderSn);

  if (loading) return <div className="page-loading" role="progressbar" aria-label={t('common.loading')} />;
  if (error !== null) return <FailedState title={t('logistics.loadFailed')} error={error} onRetry={retry} />;
  if (!order) {
    return <EmptyState title={t('order.notFound')} hint={t('order.notFoundHint')} next={{ label: t('order.backToList'), onPress: () => void openLink(ORDER_LIST_PATH) }} />;
  }
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
            <Timeline events={tracking.events} empty={t('logistics.noEvents')} />
          </section>
        </>
      ) : (
        <EmptyState title={t('logistics.notShipped')} hint={t('logistics.notShippedHint')} />
      )}
    </div>
  );
}
