/** Speed add-ons: the one in force, the offers, buying one through the card's checkout, and the card's add-ons. */
import type { TextPack } from '../../../i18n';
import { iotPack } from '../textPack';
export { AccelerateCashier } from './AccelerateCashier';
export { AccelerateOrders } from './AccelerateOrders';
export { AccelerateShop } from './AccelerateShop';

/** The text packs this feature's screens need, its own and those of the features they show. */
export const accelerateTexts: readonly TextPack[] = [iotPack];
