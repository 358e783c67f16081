import { pageUrl, shopDeliveryLabel, type PickupPoint, type ShopDelivery, type SimAddress } from '@shop/contract';
import { useT } from '../../../i18n';
import { navigateTo } from '../../../shared/navigation';
import { labelOf } from '../wallet';
import { AddressLines } from './addresses/AddressLines';
import { rememberBackPath } from './addresses/addressQueries';

interface DeliveryChoiceProps {
  deliveries: readonly ShopDelivery[];
  value: ShopDelivery;
  onChange(delivery: ShopDelivery): void;
}

/** How the item reaches the holder, when it can in more than one way. */
export function DeliveryChoice({ deliveries, value, onChange }: DeliveryChoiceProps) {
  const t = useT();
  return (
    <div role="radiogroup" aria-label={t('pointsShop.payment.delivery')}>
      {deliveries.map((delivery) => (
        <button key={delivery} type="button" role="radio" aria-checked={delivery === value} className="choice" onClick={() => onChange(delivery)}>
          <span className="choice__text">
            <span className="choice__title">{labelOf(shopDeliveryLabel, delivery)}</span>
          </span>
          <span className="choice__check" aria-hidden="true" />
        </button>
      ))}
    </div>
  );
}

/** The address it ships to, or the way to add one: either opens the card's addresses to choose from. */
export function ShipTo({ address }: { address: SimAddress | undefined }) {
  const t = useT();
  const choose = () => {
    rememberBackPath();
    void navigateTo({ url: pageUrl('/pages-sub/iot/integralShop/details/selectAddress/index') });
  };
  return (
    <button type="button" className="detail-row ship-to" onClick={choose}>
      <span className="detail-row__label">{address ? <AddressLines address={address} /> : t('pointsShop.payment.addAddress')}</span>
      <span className="detail-row__arrow" aria-hidden="true">
        ›
      </span>
    </button>
  );
}

/** The pick-up point chosen, or the way to choose one. */
export function PickUpAt({ goodsId, point }: { goodsId: number; point: PickupPoint | undefined }) {
  const t = useT();
  const choose = () =>
    void navigateTo({ url: pageUrl('/pages-sub/iot/integralShop/details/storePoint', { id: String(goodsId), pickupPointId: point ? String(point.id) : undefined }) });
  return (
    <button type="button" className="detail-row ship-to" onClick={choose}>
      <span className="detail-row__label">
        {point ? (
          <span className="address-lines">
            <span className="address-lines__name">{point.name}</span>
            <span className="address-lines__where">{point.address}</span>
          </span>
        ) : (
          t('pointsShop.payment.choosePickup')
        )}
      </span>
      <span className="detail-row__arrow" aria-hidden="true">
        ›
      </span>
    </button>
  );
}
