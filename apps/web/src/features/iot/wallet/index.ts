/** The card's wallet: top-ups and their cashier, the balance lists, packages, renewal, the pay password, and the one checkout every card purchase pays through. */
import type { TextPack } from '../../../i18n';
import { iotPack } from '../textPack';
import { orderTexts } from '../../order';
export { balanceUsable, CardCheckout, lockedUntil, offerPayPassword, PaidOutcome, PayWithChoice, type OutcomeAction } from './checkout/CardCheckout';
export { PayPasswordStep } from './checkout/PayPasswordStep';
export { stepError, useCardPurchase, type PurchaseAnswer, type PurchaseEndpoint } from './checkout/useCardPurchase';
export { signedFen } from './ledger/BalanceLogList';
export { offerValidity } from './packages/offerText';
export { cardPages, labelOf } from './walletQueries';
export { useAttemptKey } from './attemptKey';
export { couponPackages } from './packages/ChoiceSheets';
export { CardPayView } from './cashier/CardPayView';
export { BalanceList } from './ledger/BalanceList';
export { BalanceLogList } from './ledger/BalanceLogList';
export { OrderLogs } from './ledger/OrderLogs';
export { PackageDetails } from './packages/PackageDetails';
export { PackageShop } from './packages/PackageShop';
export { PasswordStepInfo } from './packages/PasswordStepInfo';
export { PayPasswordView } from './payPassword/PayPasswordView';
export { RechargeView } from './recharge/RechargeView';
export { yuanToFen } from './recharge/amount';
export { RenewalView } from './renewal/RenewalView';

/** The text packs this feature's screens need, its own and those of the features they show. */
export const walletTexts: readonly TextPack[] = [iotPack, ...orderTexts];
