import { useQuery } from '@tanstack/react-query';
import type { PagePath, PickupPoint } from '@shop/contract';
import { useT } from '../../../i18n';
import { returnWithQuery } from '../../../shared/navigation/pageQuery';
import { EmptyState } from '../../../shared/ui/PageStates';
import { NotLoaded } from '../components/NotLoaded';
import { cardQuery, useCardNumber } from '../session';
import './pointsShop.css';

const PAYMENT: PagePath = '/pages-sub/iot/integralShop/details/payment';

function PointCard({ point, chosen, onChoose }: { point: PickupPoint; chosen: boolean; onChoose(): void }) {
  const t = useT();
  return (
    <article className={chosen ? 'address-card address-card--chosen' : 'address-card'} aria-label={point.name}>
      <button type="button" className="address-card__main" aria-pressed={chosen} onClick={onChoose}>
        <span className="address-lines">
          <span className="address-lines__who">
            <span className="address-lines__name">{point.name}</span>
            {chosen ? <span className="address-lines__default">{t('pointsShop.pickup.chosen')}</span> : null}
          </span>
          <span className="address-lines__where">{point.address}</span>
          <span className="address-lines__hours">{t('pointsShop.pickup.hours', { hours: point.hours })}</span>
        </span>
      </button>
      {point.mobile ? (
        <div className="address-card__actions">
          <a className="address-card__action" href={`tel:${point.mobile}`}>
            {t('pointsShop.pickup.call', { mobile: point.mobile })}
          </a>
        </div>
      ) : null}
    </article>
  );
}

/**
 * Where the item `?id=` can be collected: each point's name, address, hours and phone; choosing
 * one goes back to the order confirmation with it.
 */
export function PickupPoints({ goodsId, chosenId }: { goodsId: number; chosenId?: number }) {
  const t = useT();
  const points = useQuery(cardQuery('goodsShopStore', useCardNumber(), { query: { goodsId } }));
  if (points.data === undefined) return <NotLoaded query={points} failedTitle={t('pointsShop.loadFailed')} />;
  if (points.data.length === 0) return <EmptyState title={t('pointsShop.pickup.empty')} />;
  const choose = (point: PickupPoint) =>
    void returnWithQuery((below) => ({ id: String(goodsId), quantity: '1', ...below, delivery: 'pickup', pickupPointId: String(point.id) }), { accepts: [PAYMENT], fallback: PAYMENT });
  return (
    <div className="wallet-page address-page">
      <ul className="address-list" aria-label={t('pointsShop.pickup.listLabel')}>
        {points.data.map((point) => (
          <li key={point.id}>
            <PointCard point={point} chosen={point.id === chosenId} onChoose={() => choose(point)} />
          </li>
        ))}
      </ul>
    </div>
  );
}
