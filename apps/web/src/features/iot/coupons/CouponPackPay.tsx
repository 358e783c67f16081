import { useQuery } from '@tanstack/react-query';
import { pageUrl, type PagePath } from '@shop/contract';
import { useT } from '../../../i18n';
import { redirectTo } from '../../../shared/navigation';
import { openLink } from '../../../shared/navigation/openLink';
import { EmptyState } from '../../../shared/ui/PageStates';
import { NotLoaded } from '../components/NotLoaded';
import { cardQuery, useCardNumber } from '../session';
import { CardCheckout, PaidOutcome } from '../wallet';
import { onSale, PackPrice, PackTerms } from './CouponShop';
import './coupons.css';

const SHOP: PagePath = '/pages/iot/index/couponChoose/index';

/** Buying one coupon pack (`?id=`): what it holds, then the card's checkout; paid, how many coupons came. */
export function CouponPackPay({ id }: { id: number }) {
  const t = useT();
  const choice = useQuery(cardQuery('couponChoose', useCardNumber()));
  if (choice.data === undefined) return <NotLoaded query={choice} failedTitle={t('wallet.loadFailed')} />;
  const pack = choice.data.packs.filter(onSale).find((candidate) => candidate.id === id);
  if (!pack) return <EmptyState title={t('perks.coupons.notFound')} next={{ label: t('perks.coupons.toShop'), onPress: () => void openLink(SHOP) }} />;
  return (
    <CardCheckout
      endpoint="createCouponOrder"
      payment={choice.data}
      totalFen={pack.priceFen}
      draft={{ packId: pack.id }}
      paid={() => (
        <PaidOutcome
          title={t('perks.coupons.added', { count: pack.count })}
          hint={t('perks.coupons.addedHint')}
          actions={[
            { label: t('perks.coupons.myCoupons'), onPress: () => void redirectTo({ url: pageUrl('/pages-sub/iot/index/couponExchange/order') }) },
            { label: t('perks.coupons.buyPackage'), onPress: () => void redirectTo({ url: pageUrl('/pages/iot/index/package/index') }) },
          ]}
        />
      )}
    >
      <section className="wallet-card pack">
        <h2 className="pack__name">{pack.name}</h2>
        <PackTerms pack={pack} />
        <PackPrice pack={pack} />
      </section>
    </CardCheckout>
  );
}
