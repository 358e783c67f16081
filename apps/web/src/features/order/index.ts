/** Orders: the order sheet (placing an order), the buyer's orders, their payment and delivery; the cashier's parts card orders pay through too. */
import type { TextPack } from '../../i18n';
import { orderPack } from './textPack';
import { authTexts } from '../auth';
import { regionsTexts } from '../regions';
export { OrderDetailView } from './detail/OrderDetailView';
export { OrderSheet } from './form/OrderSheet';
export { useOrderSheet, type OrderSheetState } from './form/useOrderSheet';
export { OrderList } from './list/OrderList';
export { isStatusFilter } from './list/StatusTabs';
export { LogisticsView } from './logistics/LogisticsView';
export { PayView } from './pay/PayView';
export { Countdown } from './components/Countdown';
export { goToCashier } from './pay/cashier';
export { forgetPendingPayment, isReturnFromCashier, rememberPendingPayment } from './pay/pendingPayment';
export { PaymentMethods } from './pay/PaymentMethods';
export { CashierForm } from './pay/CashierForm';
export { POLL_ATTEMPTS, POLL_INTERVAL_MS, usePolledOutcome, type PaymentOutcome } from './pay/usePaymentOutcome';
export { checkDetail, checkIdCardNumber, checkMobile, checkName, clean } from './form/fields';
export { errorText } from './form/fieldText';
export { FormRow, messageId } from './form/FormRow';

/** The text packs this feature's screens need, its own and those of the features they show. */
export const orderTexts: readonly TextPack[] = [orderPack, ...authTexts, ...regionsTexts];
