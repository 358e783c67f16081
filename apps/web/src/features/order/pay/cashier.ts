import { rememberPendingPayment } from './pendingPayment';

/** Leaves the shop for the gateway's cashier, noting the order so the return is recognised. */
export function goToCashier(orderSn: string, payUrl: string): void {
  rememberPendingPayment(orderSn);
  window.location.assign(payUrl);
}
