/** The card's points shop orders: the list by tab, an order's details and parcel, and paying its cash part again. */
export { isOrderTab, ShopOrderList } from './ShopOrderList';
export { ShopOrderDetails } from './ShopOrderDetails';
export { ShopOrderLogistics } from './ShopOrderLogistics';
export { ShopOrderPay } from './ShopOrderPay';
