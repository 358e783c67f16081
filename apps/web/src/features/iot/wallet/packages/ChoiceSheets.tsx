import { packageEffectLabel, type DataOf, type EndpointOf, type PackageEffect } from '@shop/contract';
import { t as text, useT } from '../../../../i18n';
import { formatDate, formatFen } from '../../../../shared/format';
import { Sheet } from '../../../../shared/ui/Sheet';
import { labelOf } from '../walletQueries';

type Coupon = DataOf<EndpointOf<'packageDetails'>>['coupons'][number];

function Choice({ checked, title, note, onPick }: { checked: boolean; title: string; note?: string; onPick(): void }) {
  return (
    <button type="button" role="radio" aria-checked={checked} className="choice" onClick={onPick}>
      <span className="choice__text">
        <span className="choice__title">{title}</span>
        {note ? <span className="choice__note">{note}</span> : null}
      </span>
      <span className="choice__check" aria-hidden="true" />
    </button>
  );
}

/** When a package starts (the spec's EffectModal): now, or when the current cycle ends, with that date. */
export function EffectSheet({ effects, value, cycleEndsAt, onPick, onClose }: { effects: readonly PackageEffect[]; value: PackageEffect; cycleEndsAt: string | null; onPick(effect: PackageEffect): void; onClose(): void }) {
  const t = useT();
  return (
    <Sheet title={t('wallet.details.effectTitle')} closeLabel={t('wallet.details.close')} onClose={onClose} size="part">
      <div role="radiogroup" aria-label={t('wallet.details.effectTitle')}>
        {effects.map((effect) => (
          <Choice
            key={effect}
            checked={effect === value}
            title={labelOf(packageEffectLabel, effect)}
            note={effect === 'nextCycle' && cycleEndsAt ? t('wallet.details.nextCycleFrom', { date: formatDate(cycleEndsAt) }) : undefined}
            onPick={() => onPick(effect)}
          />
        ))}
      </div>
    </Sheet>
  );
}

/** The packages a coupon applies to, or that it applies to any. */
export const couponPackages = (packages: readonly string[]): string =>
  packages.length === 0 ? text('wallet.details.couponAnyPackage') : text('wallet.details.couponPackages', { names: packages.join(', ') });

/** A coupon the card owns that this price meets (the spec's SelectCoupon), or none. */
export function CouponSheet({ coupons, value, onPick, onClose }: { coupons: readonly Coupon[]; value: number | undefined; onPick(id: number | undefined): void; onClose(): void }) {
  const t = useT();
  return (
    <Sheet title={t('wallet.details.couponTitle')} closeLabel={t('wallet.details.close')} onClose={onClose} size="part">
      <div role="radiogroup" aria-label={t('wallet.details.couponTitle')}>
        {coupons.map((coupon) => (
          <Choice
            key={coupon.id}
            checked={coupon.id === value}
            title={`${coupon.name} ${t('wallet.details.couponOff', { amount: formatFen(coupon.valueFen) })}`}
            note={`${t('wallet.details.couponTerms', { amount: formatFen(coupon.thresholdFen), date: formatDate(coupon.expiresAt) })} · ${couponPackages(coupon.packages)}`}
            onPick={() => onPick(coupon.id)}
          />
        ))}
        <Choice checked={value === undefined} title={t('wallet.details.noCoupon')} note={coupons.length === 0 ? t('wallet.details.couponNone') : undefined} onPick={() => onPick(undefined)} />
      </div>
    </Sheet>
  );
}
