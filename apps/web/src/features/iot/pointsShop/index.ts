/** The points shop: its goods, an item's details, the order confirmation, the card's delivery addresses and an item's pick-up points. */
import type { TextPack } from '../../../i18n';
import { iotPack } from '../textPack';
import { pointsShopPack } from './textPack';
import { orderTexts } from '../../order';
export { AddressEdit } from './addresses/AddressEdit';
export { AddressList } from './addresses/AddressList';
export { GoodsDetails } from './GoodsDetails';
export { PickupPoints } from './PickupPoints';
export { PointsShop } from './PointsShop';
export { paymentQueryOf, ShopPayment } from './ShopPayment';

/** The text packs this feature's screens need, its own and those of the features they show. */
export const pointsShopTexts: readonly TextPack[] = [iotPack, pointsShopPack, ...orderTexts];
