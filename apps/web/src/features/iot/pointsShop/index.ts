/** The points shop: its goods, an item's details, the order confirmation, the card's delivery addresses and an item's pick-up points. */
export { AddressEdit } from './addresses/AddressEdit';
export { AddressList } from './addresses/AddressList';
export { GoodsDetails } from './GoodsDetails';
export { PickupPoints } from './PickupPoints';
export { PointsShop } from './PointsShop';
export { paymentQueryOf, ShopPayment } from './ShopPayment';
