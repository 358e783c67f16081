import type { Handlers } from '../../http/handler';
import type { PaymentService } from '../payments/service';
import type { WalletService } from './service';

type WalletEndpoint = 'balanceChoose' | 'createBalanceOrder' | 'iotOrderPay' | 'iotOrderDetail' | 'iotOrderList' | 'simBalanceList' | 'simBalanceLogList';

export const walletHandlers = (wallet: WalletService, payments: Pick<PaymentService, 'startCardOrder'>): Pick<Handlers, WalletEndpoint> => ({
  balanceChoose: ({ card }) => wallet.rechargeChoices(card),
  createBalanceOrder: ({ card, body, locale }) => wallet.createRecharge(card, body, locale),
  iotOrderPay: ({ card, body, context }) => payments.startCardOrder(card, body, context.ip),
  iotOrderDetail: ({ card, query, locale }) => wallet.order(card, query.orderSn, locale),
  iotOrderList: ({ card, query, locale }) => wallet.orders(card, query, locale),
  simBalanceList: ({ card, query, locale }) => wallet.recharges(card, query, locale),
  simBalanceLogList: ({ card, query }) => wallet.ledger(card, query),
});
