import type { SimInfo, VipPlan } from '@shop/contract';
import { t } from '../../../i18n';

/** '10% off packages' (套餐 9 折): what a plan takes off packages, in the reader's way of saying it; null without a discount. */
export function packageOff(plan: Pick<VipPlan, 'packagePercent'>): string | null {
  const percent = plan.packagePercent;
  if (percent === null || percent >= 100) return null;
  return t('perks.vip.packageOff', { off: 100 - percent, zhe: percent / 10 });
}

/** A membership counts while it is in force: bought, not refunded, not run out. */
export const vipInForce = (info: Pick<SimInfo, 'vipOrder'>, now = Date.now()): NonNullable<SimInfo['vipOrder']> | null => {
  const vip = info.vipOrder;
  return vip && vip.validTag && vip.refundAt === null && Date.parse(vip.endAt) > now ? vip : null;
};
