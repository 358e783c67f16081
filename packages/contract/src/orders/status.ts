import { inLocales, type Locale } from '../constants';

/**
 * An order's life: unpaid (the number or stock is held until `expiresAt`) -> paid -> shipped
 * -> completed; an unpaid order that expires or is cancelled is closed and its hold released;
 * a payment that arrives for a closed order whose number has gone to someone else is refunded.
 */
export const ORDER_STATUSES = ['unpaid', 'paid', 'shipped', 'completed', 'closed', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Statuses that still hold a number or a product for the buyer. */
export const LIVE_ORDER_STATUSES: readonly OrderStatus[] = ['unpaid', 'paid', 'shipped', 'completed'];

export const ORDER_KINDS = ['number', 'goods'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

export const CLOSE_REASONS = ['expired', 'cancelled'] as const;
export type CloseReason = (typeof CLOSE_REASONS)[number];

/** A payment attempt's state as the gateway reported it (its notification, checked and applied). */
export const PAY_STATES = ['pending', 'succeeded', 'failed', 'closed', 'refunded'] as const;
export type PayState = (typeof PAY_STATES)[number];

/**
 * What the gateway's cashier adds to the shop page it sends the payer back to, when the payer
 * did not pay there: declined (the gateway also notifies it) or cancelled (nothing is notified).
 */
export const PAY_RESULTS = ['failed', 'cancelled'] as const;
export type PayResult = (typeof PAY_RESULTS)[number];


export const orderStatusLabel: Record<OrderStatus, Record<Locale, string>> = {
  unpaid: inLocales('待支付', '待支付', 'Awaiting payment', 'En attente de paiement', 'Pendiente de pago'),
  paid: inLocales('待发货', '待發貨', 'Paid, preparing', 'Payée, en préparation', 'Pagado, en preparación'),
  shipped: inLocales('已发货', '已發貨', 'Shipped', 'Expédiée', 'Enviado'),
  completed: inLocales('已完成', '已完成', 'Completed', 'Terminée', 'Completado'),
  closed: inLocales('已关闭', '已關閉', 'Closed', 'Fermée', 'Cerrado'),
  refunded: inLocales('已退款', '已退款', 'Refunded', 'Remboursée', 'Reembolsado'),
};
