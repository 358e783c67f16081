import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { coinReasonLabel, COUPON_STATES, couponSourceLabel, couponStateLabel, type CouponState, type DataOf, type EndpointOf, type OwnedCoupon } from '@shop/contract';
import { useT } from '../../../i18n';
import { formatDate, formatDateTime, formatFen } from '../../../shared/format';
import { openLink } from '../../../shared/navigation/openLink';
import { usePagedQuery } from '../../../shared/query';
import { PagedList } from '../../../shared/ui/PagedList';
import { EmptyState } from '../../../shared/ui/PageStates';
import { useCardNumber } from '../session';
import { cardPages, couponPackages, labelOf } from '../wallet';
import { signedCount } from './packText';
import './coupons.css';

type CoinLine = DataOf<EndpointOf<'couponCoinLogList'>>['list'][number];
export type RecordsTab = 'coupons' | 'coins';

const EMPTY = { unused: 'perks.records.emptyUnused', used: 'perks.records.emptyUsed', expired: 'perks.records.emptyExpired' } as const;

function CouponRow({ coupon }: { coupon: OwnedCoupon }) {
  const t = useT();
  return (
    <article className={`owned-coupon owned-coupon--${coupon.state}`} aria-label={coupon.name}>
      <p className="owned-coupon__value">
        {formatFen(coupon.valueFen)}
        <small>{labelOf(couponStateLabel, coupon.state)}</small>
      </p>
      <div className="owned-coupon__main">
        <p className="owned-coupon__name">{coupon.name}</p>
        <p>{coupon.thresholdFen > 0 ? t('wallet.details.couponTerms', { amount: formatFen(coupon.thresholdFen), date: formatDate(coupon.expiresAt) }) : t('perks.records.period', { start: formatDate(coupon.startsAt), end: formatDate(coupon.expiresAt) })}</p>
        <p>
          {couponPackages(coupon.packages)} · {labelOf(couponSourceLabel, coupon.source)}
        </p>
      </div>
    </article>
  );
}

function Coupons() {
  const t = useT();
  const [state, setState] = useState<CouponState>('unused');
  const paged = usePagedQuery(useInfiniteQuery(cardPages('simCouponList', useCardNumber(), { query: { state } })));
  const empty =
    state === 'unused' ? (
      <EmptyState title={t(EMPTY.unused)} next={{ label: t('perks.records.buyPack'), onPress: () => void openLink('/pages/iot/index/couponChoose/index') }} />
    ) : (
      <EmptyState title={t(EMPTY[state])} />
    );
  return (
    <>
      <div className="coupon-subtabs" role="tablist" aria-label={t('perks.records.states')}>
        {COUPON_STATES.map((candidate) => (
          <button key={candidate} type="button" role="tab" aria-selected={candidate === state} className="coupon-subtabs__tab" onClick={() => setState(candidate)}>
            {labelOf(couponStateLabel, candidate)}
          </button>
        ))}
      </div>
      <PagedList className="wallet-list" paged={paged} itemKey={(coupon) => coupon.id} renderItem={(coupon) => <CouponRow coupon={coupon} />} empty={empty} />
    </>
  );
}

function CoinRow({ line }: { line: CoinLine }) {
  const t = useT();
  return (
    <article className="wallet-row">
      <div className="wallet-row__main">
        <p className="wallet-row__title">{labelOf(coinReasonLabel, line.reason)}</p>
        {line.packName ? <p className="wallet-row__meta">{line.packName}</p> : null}
        <p className="wallet-row__meta">{formatDateTime(line.createdAt)}</p>
      </div>
      <div className="wallet-row__side">
        <p className={line.amount > 0 ? 'wallet-row__amount wallet-row__amount--credit' : 'wallet-row__amount'}>{signedCount(line.amount)}</p>
        <p className="wallet-row__meta">{t('perks.records.coinsAfter', { count: line.balanceAfter })}</p>
      </div>
    </article>
  );
}

function Coins() {
  const t = useT();
  const paged = usePagedQuery(useInfiniteQuery(cardPages('couponCoinLogList', useCardNumber())));
  return <PagedList className="wallet-list" paged={paged} itemKey={(line) => line.id} renderItem={(line) => <CoinRow line={line} />} empty={<EmptyState title={t('perks.records.coinsEmpty')} />} />;
}

/** The card's coupons by state, and its coupon coin ledger: each a paged list with pull to refresh. */
export function CouponRecords({ tab: initial = 'coupons' }: { tab?: RecordsTab }) {
  const t = useT();
  const [tab, setTab] = useState<RecordsTab>(initial);
  const tabs: ReadonlyArray<readonly [RecordsTab, string]> = [
    ['coupons', t('perks.records.coupons')],
    ['coins', t('perks.records.coins')],
  ];
  return (
    <div className="wallet-page">
      <nav className="wallet-tabs" role="tablist" aria-label={t('perks.records.tabs')}>
        {tabs.map(([key, label]) => (
          <button key={key} type="button" role="tab" aria-selected={key === tab} className="wallet-tabs__tab" onClick={() => setTab(key)}>
            {label}
          </button>
        ))}
      </nav>
      <div role="tabpanel" aria-label={tab === 'coupons' ? t('perks.records.coupons') : t('perks.records.coins')}>
        {tab === 'coupons' ? <Coupons /> : <Coins />}
      </div>
    </div>
  );
}
