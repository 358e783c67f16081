import { VALIDITY_UNITS, type PackageOffer } from '@shop/contract';
import { t } from '../../../../i18n';
import { formatDataMb } from '../../../../shared/format';

const UNIT_KEY = {
  [VALIDITY_UNITS.days]: 'iotHome.timeLeft.days',
  [VALIDITY_UNITS.months]: 'iotHome.timeLeft.months',
  [VALIDITY_UNITS.years]: 'iotHome.timeLeft.years',
} as const;

/** '30GB', or 'Unlimited data' for a package without a cap. */
export const offerData = (offer: Pick<PackageOffer, 'flowMb'>): string => (offer.flowMb === null ? t('wallet.packages.unlimited') : formatDataMb(offer.flowMb));

/** 'Valid 1 month' in the spec's age units. */
export function offerValidity({ validity }: Pick<PackageOffer, 'validity'>): string {
  const key = UNIT_KEY[validity.unit as keyof typeof UNIT_KEY] ?? UNIT_KEY[VALIDITY_UNITS.days];
  return t('wallet.packages.validity', { period: t(key, { count: validity.count }) });
}

/** What the card pays for a package: its VIP price with a membership in force, else its price. */
export const payablePrice = (offer: Pick<PackageOffer, 'priceFen' | 'vipPriceFen'>): number => offer.vipPriceFen ?? offer.priceFen;
