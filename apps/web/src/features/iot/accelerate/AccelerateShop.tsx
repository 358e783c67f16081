import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { pageUrl, type AccelerateOffer, type AccelerateOrder } from '@shop/contract';
import { useT } from '../../../i18n';
import { formatDateTime, formatFen } from '../../../shared/format';
import { navigateTo } from '../../../shared/navigation';
import { openLink } from '../../../shared/navigation/openLink';
import { EmptyState } from '../../../shared/ui/PageStates';
import { NotLoaded } from '../components/NotLoaded';
import { cardQuery, useCardNumber } from '../session';
import { boostInForce, boostLength, whileActive } from './offerText';
import './accelerate.css';

export function OfferPrice({ offer }: { offer: AccelerateOffer }) {
  const t = useT();
  return (
    <span className="offer-detail__prices">
      <span className="offer__price">{formatFen(offer.priceFen)}</span>
      {offer.originalFen !== null && offer.originalFen > offer.priceFen ? (
        <del className="offer__original" aria-label={t('wallet.packages.original', { amount: formatFen(offer.originalFen) })}>
          {formatFen(offer.originalFen)}
        </del>
      ) : null}
    </span>
  );
}

/** What buying an offer does while a boost runs, in words: extends it to …, or waits until it ends. */
export function whileActiveText(offer: AccelerateOffer, active: AccelerateOrder | null, t: (key: 'perks.accelerate.extends' | 'perks.accelerate.waits', values: { time: string }) => string): { note: string; refused: boolean } | null {
  const effect = whileActive(offer, active);
  if (!effect) return null;
  return 'waitsUntil' in effect
    ? { note: t('perks.accelerate.waits', { time: formatDateTime(effect.waitsUntil) }), refused: true }
    : { note: t('perks.accelerate.extends', { time: formatDateTime(effect.extendsTo) }), refused: false };
}

function OfferCard({ offer, active }: { offer: AccelerateOffer; active: AccelerateOrder | null }) {
  const t = useT();
  const noteId = useId();
  const effect = whileActiveText(offer, active, t);
  const buy = () => void navigateTo({ url: pageUrl('/pages-sub/iot/index/accelerate/cashier', { id: String(offer.id) }) });
  return (
    <article className="boost-offer" aria-label={offer.name}>
      <h3 className="boost-offer__name">{offer.name}</h3>
      <p className="offer__meta">
        {boostLength(offer)}
      </p>
      {offer.description ? <p className="offer__meta">{offer.description}</p> : null}
      <div className="boost-offer__foot">
        <OfferPrice offer={offer} />
        <button type="button" className="button button--primary" disabled={effect?.refused} aria-describedby={effect ? noteId : undefined} aria-label={`${t('perks.accelerate.buy')} ${offer.name}`} onClick={buy}>
          {t('perks.accelerate.buy')}
        </button>
      </div>
      {effect ? (
        <p id={noteId} className={effect.refused ? 'boost-offer__note boost-offer__note--refused' : 'boost-offer__note'}>
          {effect.note}
        </p>
      ) : null}
    </article>
  );
}

/** The add-on in force, and the ones on sale with what each would do now. */
export function AccelerateShop() {
  const t = useT();
  const list = useQuery(cardQuery('accelerateList', useCardNumber()));
  if (list.data === undefined) return <NotLoaded query={list} failedTitle={t('wallet.loadFailed')} />;
  const active = boostInForce(list.data.active);
  return (
    <div className="wallet-page">
      <section className="wallet-card boost-current" aria-label={t('perks.accelerate.active')}>
        {active ? (
          <>
            <p className="wallet-card__label">{t('perks.accelerate.active')}</p>
            <p className="boost-current__line">{t('perks.accelerate.activeLine', { name: active.accelerateName, time: formatDateTime(active.endAt) })}</p>
          </>
        ) : (
          <p className="boost-current__line">{t('perks.accelerate.none')}</p>
        )}
        <p className="offer__meta">{t('perks.accelerate.rule')}</p>
      </section>
      {list.data.offers.length === 0 ? (
        <EmptyState title={t('perks.accelerate.empty')} />
      ) : (
        <ul className="offers" aria-label={t('perks.accelerate.offers')}>
          {list.data.offers.map((offer) => (
            <li key={offer.id}>
              <OfferCard offer={offer} active={active} />
            </li>
          ))}
        </ul>
      )}
      <nav className="wallet-links" aria-label={t('perks.accelerate.orders')}>
        <button type="button" className="wallet-links__item" onClick={() => void openLink('/pages-sub/iot/index/accelerate/order')}>
          {t('perks.accelerate.orders')}
        </button>
      </nav>
    </div>
  );
}
