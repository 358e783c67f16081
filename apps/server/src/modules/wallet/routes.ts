import type { Handlers } from '../../http/handler';
import type { PaymentService } from '../payments/service';
import type { WalletService } from './service';

type WalletEndpoint = 'balanceChoose' | 'createBalanceOrder' | 'iotOrderPay' | 'iotOrderDetail' | 'iotOrderList' | 'simBalanceList' | 'simBalanceLogList';

export const walletHandlers = (wallet: WalletService, payments: Pick<PaymentService, 'startCardOrder'>): Pick<Handlers, WalletEndpoint> => ({
  balanceChoose: ({ card }) => wallet.rechargeChoices(card),
  createBalanceOrder: ({ card, body }) => wallet.createRecharge(card, body),
  iotOrderPay: ({ card, body, context }) => payments.startCardOrder(card, body, context.ip),
  iotOrderDetail: ({ card, query }) => wallet.order(card, query.orderSn),
  iotOrderList: ({ card, query }) => wallet.orders(card, query),
  simBalanceList: ({ card, query }) => wallet.recharges(card, query),
  simBalanceLogList: ({ card, query }) => wallet.ledger(card, query),
});
