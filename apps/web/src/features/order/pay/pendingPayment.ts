import { jsonStorage } from '../../../lib/storage';

/**
 * The cashier sends the buyer back to this same page; a note kept for the tab before leaving
 * tells the page that it is a return, so it checks the outcome instead of offering to pay.
 */
const tab = jsonStorage('session', 'pay.');
const KEY = 'pendingOrderSn';

export const rememberPendingPayment = (orderSn: string): void => void tab.writeText(KEY, orderSn);

export const isReturnFromCashier = (orderSn: string | undefined): boolean => orderSn !== undefined && tab.readText(KEY) === orderSn;

export const forgetPendingPayment = (): void => tab.remove(KEY);
