import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { IOT_HOME_PATH, packageEffectLabel, pageUrl, payWithLabel, type DataOf, type EndpointOf, type PackageEffect, type PayWith } from '@shop/contract';
import { useT } from '../../../../i18n';
import { formatDate, formatDateTime, formatFen } from '../../../../shared/format';
import { navigateTo, redirectTo, reLaunch } from '../../../../shared/navigation';
import { openLink } from '../../../../shared/navigation/openLink';
import { showDialog } from '../../../../shared/popups';
import { EmptyState } from '../../../../shared/ui/PageStates';
import { NotLoaded } from '../../components/NotLoaded';
import { cardQuery, useCardNumber } from '../../session';
import { labelOf } from '../walletQueries';
import { CouponSheet, EffectSheet } from './ChoiceSheets';
import { offerData, offerValidity } from './offerText';
import { PayPasswordStep } from './PayPasswordStep';
import { stepError, useBuyPackage, type PackageOrder } from './useBuyPackage';
import '../wallet.css';
import '../../../../shared/ui/outcome.css';

type Details = DataOf<EndpointOf<'packageDetails'>>;
type Sheet = 'effect' | 'coupon' | 'password' | null;

const lockedUntil = ({ payPassword }: Details): string | null =>
  payPassword.lockedUntil !== null && Date.parse(payPassword.lockedUntil) > Date.now() ? payPassword.lockedUntil : null;

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

function PayWithChoice({ details, toPay, value, onChange }: { details: Details; toPay: number; value: PayWith; onChange(payWith: PayWith): void }) {
  const t = useT();
  const short = details.balanceFen < toPay;
  const locked = lockedUntil(details);
  const balanceNote = short ? t('wallet.details.balanceShort', { amount: formatFen(details.balanceFen) }) : t('wallet.details.balanceHas', { amount: formatFen(details.balanceFen) });
  return (
    <section className="wallet-card">
      <h2 className="wallet-card__title">{t('wallet.details.payWith')}</h2>
      <div role="radiogroup" aria-label={t('wallet.details.payWith')}>
        <button type="button" role="radio" aria-checked={value === 'balance'} disabled={short || locked !== null} className="choice" onClick={() => onChange('balance')}>
          <span className="choice__text">
            <span className="choice__title">{labelOf(payWithLabel, 'balance')}</span>
            <span className={short ? 'choice__note choice__note--bad' : 'choice__note'}>{balanceNote}</span>
          </span>
          <span className="choice__check" aria-hidden="true" />
        </button>
        {details.paymentTypes.length > 0 ? (
          <button type="button" role="radio" aria-checked={value === 'online'} className="choice" onClick={() => onChange('online')}>
            <span className="choice__text">
              <span className="choice__title">{labelOf(payWithLabel, 'online')}</span>
            </span>
            <span className="choice__check" aria-hidden="true" />
          </button>
        ) : null}
      </div>
      {short ? (
        <button type="button" className="wallet-inline-link" onClick={() => void openLink('/pages/iot/index/balance/index')}>
          {t('wallet.details.topUp')}
        </button>
      ) : null}
      {locked ? (
        <p className="choice__note choice__note--bad" role="note">
          {t('wallet.details.locked', { time: formatDateTime(locked) })}
        </p>
      ) : null}
    </section>
  );
}

/** A package bought from the balance: in use now, or from the date the next cycle starts. */
function Bought({ effect, cycleEndsAt }: { effect: PackageEffect; cycleEndsAt: string | null }) {
  const t = useT();
  return (
    <div className="outcome" role="status">
      <span className="outcome__mark outcome__mark--done" aria-hidden="true">
        ✓
      </span>
      <h2 className="outcome__title">{t('wallet.details.bought')}</h2>
      <p className="outcome__hint">{effect === 'nextCycle' && cycleEndsAt ? t('wallet.details.startsOn', { date: formatDate(cycleEndsAt) }) : t('wallet.details.startsNow')}</p>
      <div className="outcome__actions">
        <button type="button" className="button button--ghost" onClick={() => void redirectTo({ url: pageUrl('/pages-sub/iot/index/packageInfo/index') })}>
          {t('wallet.details.mine')}
        </button>
        <button type="button" className="button button--primary" onClick={() => void reLaunch({ url: IOT_HOME_PATH })}>
          {t('wallet.details.home')}
        </button>
      </div>
    </div>
  );
}

function Checkout({ details }: { details: Details }) {
  const t = useT();
  const { offer } = details;
  const [effect, setEffect] = useState<PackageEffect>(offer.effects[0] ?? 'now');
  const [couponId, setCouponId] = useState<number | undefined>(details.coupons[0]?.id);
  const coupon = details.coupons.find((candidate) => candidate.id === couponId);
  const toPay = Math.max(0, offer.priceFen - (coupon?.valueFen ?? 0));
  const balanceUsable = details.balanceFen >= toPay && lockedUntil(details) === null;
  const [payWith, setPayWith] = useState<PayWith>(balanceUsable ? 'balance' : 'online');
  const [sheet, setSheet] = useState<Sheet>(null);
  const [bought, setBought] = useState(false);
  const buy = useBuyPackage(() => {
    setSheet(null);
    setBought(true);
  });
  if (bought) return <Bought effect={effect} cycleEndsAt={details.cycleEndsAt} />;

  const order = (extra: Partial<PackageOrder> = {}): PackageOrder => ({ packageId: offer.id, effect, couponId, payWith, ...extra });
  const submit = () => {
    if (payWith === 'online' || details.payPassword.set) {
      if (payWith === 'balance') setSheet('password');
      else buy.mutate(order());
      return;
    }
    void showDialog(t('wallet.details.noPasswordHint'), [
      { key: 'set', text: t('wallet.details.setPassword'), onPress: () => void navigateTo({ url: pageUrl('/pages/iot/index/payPassword/index') }) },
      { key: 'without', text: t('wallet.details.payWithout'), onPress: () => buy.mutate(order()) },
    ]);
  };
  const usable = payWith === 'online' ? details.paymentTypes.length > 0 : balanceUsable;

  return (
    <div className="wallet-page package-details">
      <section className="wallet-card">
        <h2 className="offer-detail__name">{offer.name}</h2>
        <p className="offer__meta">
          {offerData(offer)} · {offerValidity(offer)}
        </p>
        <p className="offer-detail__prices">
          <span className="offer__price">{formatFen(offer.priceFen)}</span>
          {offer.originalFen !== null && offer.originalFen > offer.priceFen ? (
            <del className="offer__original" aria-label={t('wallet.packages.original', { amount: formatFen(offer.originalFen) })}>
              {formatFen(offer.originalFen)}
            </del>
          ) : null}
        </p>
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
      <PayWithChoice details={details} toPay={toPay} value={payWith} onChange={setPayWith} />
      <div className="dock dock--bar wallet-dock">
        <p className="wallet-dock__total">
          {t('wallet.details.total')} <strong className="offer__price">{formatFen(toPay)}</strong>
        </p>
        <button type="button" className="button button--primary" disabled={!usable || buy.isPending} onClick={submit}>
          {t('wallet.details.submit', { amount: formatFen(toPay) })}
        </button>
      </div>
      {sheet === 'effect' ? (
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
      ) : null}
      {sheet === 'coupon' ? (
        <CouponSheet
          coupons={details.coupons}
          value={couponId}
          onPick={(picked) => {
            setCouponId(picked);
            setSheet(null);
          }}
          onClose={() => setSheet(null)}
        />
      ) : null}
      {sheet === 'password' ? (
        <PayPasswordStep
          amountFen={toPay}
          error={buy.isError ? stepError(buy.error) : ''}
          sending={buy.isPending}
          onSubmit={(payPassword) => buy.mutate(order({ payPassword }))}
          onClose={() => {
            buy.reset();
            setSheet(null);
          }}
        />
      ) : null}
    </div>
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
