import { useQuery } from '@tanstack/react-query';
import { pageUrl, type CouponPack } from '@shop/contract';
import { useT } from '../../../i18n';
import { formatFen } from '../../../shared/format';
import { navigateTo } from '../../../shared/navigation';
import { openLink } from '../../../shared/navigation/openLink';
import { EmptyState } from '../../../shared/ui/PageStates';
import { NotLoaded } from '../components/NotLoaded';
import { cardQuery, useCardNumber } from '../session';
import { couponPackages } from '../wallet';
import { packTerms } from './packText';
import './coupons.css';

/** A pack's price, and the price before the promoter's discount struck when higher. */
export function PackPrice({ pack }: { pack: CouponPack & { priceFen: number } }) {
  const t = useT();
  return (
    <span className="offer-detail__prices">
      <span className="offer__price">{formatFen(pack.priceFen)}</span>
      {pack.originalFen !== null && pack.originalFen > pack.priceFen ? (
        <del className="offer__original" aria-label={t('wallet.packages.original', { amount: formatFen(pack.originalFen) })}>
          {formatFen(pack.originalFen)}
        </del>
      ) : null}
    </span>
  );
}

/** What a pack holds: its coupons' value and threshold, how long each lasts and where it applies. */
export function PackTerms({ pack }: { pack: CouponPack }) {
  const t = useT();
  return (
    <>
      <p className="pack__terms">{packTerms(pack)}</p>
      <p className="pack__meta">
        {t('perks.coupons.validDays', { count: pack.coupon.validDays })} · {couponPackages(pack.coupon.packages)}
      </p>
      {pack.description ? <p className="pack__meta">{pack.description}</p> : null}
    </>
  );
}

export const onSale = (pack: CouponPack): pack is CouponPack & { priceFen: number } => pack.priceFen !== null;

function PackCard({ pack }: { pack: CouponPack & { priceFen: number } }) {
  const t = useT();
  const buy = () => void navigateTo({ url: pageUrl('/pages/iot/index/couponChoose/pay/index', { id: String(pack.id) }) });
  return (
    <article className="pack" aria-label={pack.name}>
      <h2 className="pack__name">{pack.name}</h2>
      <PackTerms pack={pack} />
      <div className="pack__foot">
        <PackPrice pack={pack} />
        <button type="button" className="button button--primary pack__action" aria-label={`${t('perks.coupons.buy')} ${pack.name}`} onClick={buy}>
          {t('perks.coupons.buy')}
        </button>
      </div>
    </article>
  );
}

/** The coupon packs on sale for money; a card that must buy one first is told so at the top. */
export function CouponShop() {
  const t = useT();
  const choice = useQuery(cardQuery('couponChoose', useCardNumber()));
  if (choice.data === undefined) return <NotLoaded query={choice} failedTitle={t('wallet.loadFailed')} />;
  const packs = choice.data.packs.filter(onSale);
  return (
    <div className="wallet-page">
      {choice.data.needBuyCoupon ? (
        <div className="wallet-note" role="note">
          <p className="wallet-note__text">{t('perks.coupons.needBuy')}</p>
        </div>
      ) : null}
      {packs.length === 0 ? (
        <EmptyState title={t('perks.coupons.empty')} next={{ label: t('perks.exchange.myCoupons'), onPress: () => void openLink('/pages-sub/iot/index/couponExchange/order') }} />
      ) : (
        <ul className="offers">
          {packs.map((pack) => (
            <li key={pack.id}>
              <PackCard pack={pack} />
            </li>
          ))}
        </ul>
      )}
      <nav className="wallet-links" aria-label={t('perks.exchange.myCoupons')}>
        <button type="button" className="wallet-links__item" onClick={() => void openLink('/pages-sub/iot/index/couponExchange/order')}>
          {t('perks.exchange.myCoupons')}
        </button>
        <button type="button" className="wallet-links__item" onClick={() => void openLink('/pages-sub/iot/index/couponExchange/index')}>
          {t('perks.exchange.codeTitle')}
        </button>
      </nav>
    </div>
  );
}
