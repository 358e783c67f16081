/** Speed add-ons: the one in force, the offers, buying one through the card's checkout, and the card's add-ons. */
export { AccelerateCashier } from './AccelerateCashier';
export { AccelerateOrders } from './AccelerateOrders';
export { AccelerateShop } from './AccelerateShop';
