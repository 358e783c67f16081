import { useQuery } from '@tanstack/react-query';
import { IOT_HOME_PATH, pageUrl, type PagePath } from '@shop/contract';
import { useT } from '../../../i18n';
import { redirectTo, reLaunch } from '../../../shared/navigation';
import { openLink } from '../../../shared/navigation/openLink';
import { EmptyState } from '../../../shared/ui/PageStates';
import { NotLoaded } from '../components/NotLoaded';
import { cardQuery, useCardNumber } from '../session';
import { CardCheckout, PaidOutcome } from '../wallet';
import { OfferPrice, whileActiveText } from './AccelerateShop';
import { boostInForce, boostLength } from './offerText';
import './accelerate.css';

const SHOP: PagePath = '/pages-sub/iot/index/accelerate/index';

/** Buying one speed add-on (`?id=`) through the card's checkout; another speed than the one in force waits, and says until when. */
export function AccelerateCashier({ id }: { id: number }) {
  const t = useT();
  const list = useQuery(cardQuery('accelerateList', useCardNumber()));
  if (list.data === undefined) return <NotLoaded query={list} failedTitle={t('wallet.loadFailed')} />;
  const offer = list.data.offers.find((candidate) => candidate.id === id);
  if (!offer) return <EmptyState title={t('perks.accelerate.notFound')} next={{ label: t('perks.accelerate.toOffers'), onPress: () => void openLink(SHOP) }} />;
  const effect = whileActiveText(offer, boostInForce(list.data.active), t);
  return (
    <CardCheckout
      endpoint="createAccelerateOrder"
      payment={list.data}
      totalFen={offer.priceFen}
      draft={{ accelerateId: offer.id }}
      refusal={effect?.refused ? effect.note : undefined}
      paid={() => (
        <PaidOutcome
          title={t('wallet.cashier.accelerateBought')}
          hint={t('wallet.cashier.accelerateHint')}
          actions={[
            { label: t('wallet.cashier.accelerateOrders'), onPress: () => void redirectTo({ url: pageUrl('/pages-sub/iot/index/accelerate/order') }) },
            { label: t('wallet.details.home'), onPress: () => void reLaunch({ url: IOT_HOME_PATH }) },
          ]}
        />
      )}
    >
      <section className="wallet-card boost-offer">
        <h2 className="boost-offer__name">{offer.name}</h2>
        <p className="offer__meta">
          {boostLength(offer)}
        </p>
        {effect && !effect.refused ? <p className="boost-offer__note">{effect.note}</p> : null}
        <OfferPrice offer={offer} />
      </section>
    </CardCheckout>
  );
}
