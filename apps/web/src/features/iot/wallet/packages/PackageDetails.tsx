import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { IOT_HOME_PATH, packageEffectLabel, pageUrl, type DataOf, type EndpointOf, type PackageEffect } from '@shop/contract';
import { useT } from '../../../../i18n';
import { formatDate, formatFen } from '../../../../shared/format';
import { redirectTo, reLaunch } from '../../../../shared/navigation';
import { openLink } from '../../../../shared/navigation/openLink';
import { EmptyState } from '../../../../shared/ui/PageStates';
import { NotLoaded } from '../../components/NotLoaded';
import { cardQuery, useCardNumber } from '../../session';
import { labelOf } from '../walletQueries';
import { CouponSheet, EffectSheet } from './ChoiceSheets';
import { CardCheckout, PaidOutcome } from '../checkout/CardCheckout';
import { OfferPrices } from './OfferPrices';
import { offerData, offerValidity, payablePrice } from './offerText';
import '../wallet.css';

type Details = DataOf<EndpointOf<'packageDetails'>>;
type Sheet = 'effect' | 'coupon' | null;

function Row({ label, value, onPress }: { label: string; value: string; onPress(): void }) {
  return (
    <button type="button" className="detail-row" onClick={onPress}>
      <span className="detail-row__label">{label}</span>{' '}
      <span className="detail-row__value">{value}</span>
      <span className="detail-row__arrow" aria-hidden="true">
        ›
      </span>
    </button>
  );
}

/** A package bought from the balance: in use now, or from the date the next cycle starts. */
function Bought({ effect, cycleEndsAt }: { effect: PackageEffect; cycleEndsAt: string | null }) {
  const t = useT();
  return (
    <PaidOutcome
      title={t('wallet.details.bought')}
      hint={effect === 'nextCycle' && cycleEndsAt ? t('wallet.details.startsOn', { date: formatDate(cycleEndsAt) }) : t('wallet.details.startsNow')}
      actions={[
        { label: t('wallet.details.mine'), onPress: () => void redirectTo({ url: pageUrl('/pages-sub/iot/index/packageInfo/index') }) },
        { label: t('wallet.details.home'), onPress: () => void reLaunch({ url: IOT_HOME_PATH }) },
      ]}
    />
  );
}

function Checkout({ details }: { details: Details }) {
  const t = useT();
  const { offer } = details;
  const [effect, setEffect] = useState<PackageEffect>(offer.effects[0] ?? 'now');
  const [couponId, setCouponId] = useState<number | undefined>(details.coupons[0]?.id);
  const [sheet, setSheet] = useState<Sheet>(null);
  const coupon = details.coupons.find((candidate) => candidate.id === couponId);
  const toPay = Math.max(0, payablePrice(offer) - (coupon?.valueFen ?? 0));

  const sheets =
    sheet === 'effect' ? (
      <EffectSheet
        effects={offer.effects}
        value={effect}
        cycleEndsAt={details.cycleEndsAt}
        onPick={(picked) => {
          setEffect(picked);
          setSheet(null);
        }}
        onClose={() => setSheet(null)}
      />
    ) : sheet === 'coupon' ? (
      <CouponSheet
        coupons={details.coupons}
        value={couponId}
        onPick={(picked) => {
          setCouponId(picked);
          setSheet(null);
        }}
        onClose={() => setSheet(null)}
      />
    ) : null;

  return (
    <CardCheckout
      endpoint="buyPackage"
      className="package-details"
      payment={details}
      totalFen={toPay}
      draft={{ packageId: offer.id, effect, couponId }}
      sheets={sheets}
      paid={() => <Bought effect={effect} cycleEndsAt={details.cycleEndsAt} />}
    >
      <section className="wallet-card">
        <h2 className="offer-detail__name">{offer.name}</h2>
        <p className="offer__meta">
          {offerData(offer)} · {offerValidity(offer)}
        </p>
        <OfferPrices offer={offer} className="offer-detail__prices" />
        {offer.description ? <p className="offer-detail__description">{offer.description}</p> : null}
      </section>
      <section className="wallet-card">
        <Row label={t('wallet.details.effect')} value={labelOf(packageEffectLabel, effect)} onPress={() => setSheet('effect')} />
        <Row
          label={t('wallet.details.coupon')}
          value={coupon ? t('wallet.details.couponOff', { amount: formatFen(coupon.valueFen) }) : t('wallet.details.noCoupon')}
          onPress={() => setSheet('coupon')}
        />
      </section>
    </CardCheckout>
  );
}

/** One package on sale (`?id=`): when it starts, a coupon, how to pay, then buying it. */
export function PackageDetails({ id }: { id: number }) {
  const t = useT();
  const simNo = useCardNumber();
  const valid = Number.isSafeInteger(id) && id > 0;
  const details = useQuery({ ...cardQuery('packageDetails', simNo, { query: { id } }), enabled: simNo !== '' && valid });
  if (!valid) return <EmptyState title={t('wallet.packages.empty')} next={{ label: t('wallet.validate.toPackages'), onPress: () => void openLink('/pages/iot/index/package/index') }} />;
  if (details.data === undefined) return <NotLoaded query={details} failedTitle={t('wallet.loadFailed')} />;
  return <Checkout details={details.data} />;
}
