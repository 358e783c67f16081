import type { Handlers } from '../../http/handler';
import type { PackageService } from '../packages/service';
import type { PaymentService } from '../payments/service';
import type { PayPasswordService } from './pay-password';
import type { WalletService } from './service';

type BalanceEndpoint = 'balanceChoose' | 'createBalanceOrder' | 'iotOrderPay' | 'iotOrderDetail' | 'iotOrderList' | 'simBalanceList' | 'simBalanceLogList';
type PackageEndpoint = 'packageChoose' | 'packageDetails' | 'buyPackage' | 'closeVolumePackage' | 'renewPackageOption' | 'simUpdateRenewPackage';
type PayPasswordEndpoint = 'payPassCode' | 'simUpdatePayPass';

/** The wallet area: the balance and card orders, the packages bought with them, and the pay password. */
export interface WalletServices {
  wallet: WalletService;
  packages: PackageService;
  payPassword: PayPasswordService;
  payments: Pick<PaymentService, 'startCardOrder'>;
}

export const walletHandlers = ({ wallet, packages, payPassword, payments }: WalletServices): Pick<Handlers, BalanceEndpoint | PackageEndpoint | PayPasswordEndpoint> => ({
  balanceChoose: ({ card }) => wallet.rechargeChoices(card),
  createBalanceOrder: ({ card, body, locale }) => wallet.createRecharge(card, body, locale),
  iotOrderPay: ({ card, body, context }) => payments.startCardOrder(card, body, context.ip),
  iotOrderDetail: ({ card, query, locale }) => wallet.order(card, query.orderSn, locale),
  iotOrderList: ({ card, query, locale }) => wallet.orders(card, query, locale),
  simBalanceList: ({ card, query, locale }) => wallet.recharges(card, query, locale),
  simBalanceLogList: ({ card, query }) => wallet.ledger(card, query),
  packageChoose: ({ card, context }) => packages.choose(card, context.locale),
  packageDetails: ({ card, query, context }) => packages.details(card, query.id, context.locale),
  buyPackage: ({ card, body, locale }) => packages.buy(card, body, locale),
  closeVolumePackage: ({ card }) => packages.closeVolume(card),
  renewPackageOption: ({ card, context }) => packages.renewOptions(card, context.locale),
  simUpdateRenewPackage: ({ card, body }) => packages.setRenewal(card, body.packageId),
  payPassCode: ({ card, context }) => payPassword.sendCode(card, context.ip),
  simUpdatePayPass: ({ card, body }) => payPassword.set(card, body),
});
