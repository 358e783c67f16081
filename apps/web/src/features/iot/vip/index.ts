/** VIP membership: the member centre, and buying or renewing a plan through the card's checkout. */
import type { TextPack } from '../../../i18n';
import { iotPack } from '../textPack';
export { VipCentre } from './VipCentre';
export { VipPay } from './VipPay';

/** The text packs this feature's screens need, its own and those of the features they show. */
export const vipTexts: readonly TextPack[] = [iotPack];
