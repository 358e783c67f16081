/** The card's wallet: top-ups and their cashier, the balance lists, packages, renewal and the pay password. */
export { CardPayView } from './cashier/CardPayView';
export { BalanceList } from './ledger/BalanceList';
export { BalanceLogList } from './ledger/BalanceLogList';
export { OrderLogs } from './ledger/OrderLogs';
export { PackageDetails } from './packages/PackageDetails';
export { PackageShop } from './packages/PackageShop';
export { PasswordStepInfo } from './packages/PasswordStepInfo';
export { PayPasswordView } from './payPassword/PayPasswordView';
export { RechargeView } from './recharge/RechargeView';
export { RenewalView } from './renewal/RenewalView';
