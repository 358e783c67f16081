/** The card's points shop orders: the list by tab, an order's details and parcel, and paying its cash part again. */
import type { TextPack } from '../../../i18n';
import { iotPack } from '../textPack';
import { pointsOrdersPack } from './textPack';
import { walletTexts } from '../wallet';
export { isOrderTab, ShopOrderList } from './ShopOrderList';
export { ShopOrderDetails } from './ShopOrderDetails';
export { ShopOrderLogistics } from './ShopOrderLogistics';
export { ShopOrderPay } from './ShopOrderPay';

/** The text packs this feature's screens need, its own and those of the features they show. */
export const pointsOrdersTexts: readonly TextPack[] = [iotPack, pointsOrdersPack, ...walletTexts];
