import type { PackageOffer } from '@shop/contract';
import { useT } from '../../../../i18n';
import { formatFen } from '../../../../shared/format';
import { payablePrice } from './offerText';

/**
 * A package's price as the card pays it: with a membership in force, the VIP price tagged so
 * and the list price struck through; otherwise the price, and the original struck when higher.
 */
export function OfferPrices({ offer, className }: { offer: Pick<PackageOffer, 'priceFen' | 'originalFen' | 'vipPriceFen'>; className: string }) {
  const t = useT();
  const pays = payablePrice(offer);
  const struck = offer.vipPriceFen !== null ? offer.priceFen : offer.originalFen;
  return (
    <span className={className}>
      {offer.vipPriceFen !== null ? <span className="vip-tag">{t('wallet.packages.vipPrice')}</span> : null}
      <span className="offer__price">{formatFen(pays)}</span>
      {struck !== null && struck > pays ? (
        <del className="offer__original" aria-label={t('wallet.packages.original', { amount: formatFen(struck) })}>
          {formatFen(struck)}
        </del>
      ) : null}
    </span>
  );
}
