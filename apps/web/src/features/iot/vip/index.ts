/** VIP membership: the member centre, and buying or renewing a plan through the card's checkout. */
export { VipCentre } from './VipCentre';
export { VipPay } from './VipPay';
