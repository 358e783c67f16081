import { DEVICE_OPERATOR_CODE, maskMobile, maskName, OPERATOR_CODES, type OrderDetail, type OrderSummary, type PaymentType, type PayState } from '@shop/contract';
import type { OrderView } from './queries';

const operatorOf = (value: number): OrderSummary['operator'] => OPERATOR_CODES.find((code) => code === value) ?? DEVICE_OPERATOR_CODE;

const iso = (at: Date | null): string | null => at?.toISOString() ?? null;

export const toSummary = (order: OrderView): OrderSummary => ({
  orderSn: order.orderSn,
  kind: order.kind,
  status: order.status,
  title: order.title,
  number: order.number,
  goodsId: order.goodsId,
  cover: order.cover,
  operator: operatorOf(order.operator),
  priceFen: order.priceFen,
  planFen: order.planFen,
  amountFen: order.amountFen,
  createdAt: order.createdAt.toISOString(),
  expiresAt: order.status === 'unpaid' ? iso(order.expiresAt) : null,
});

/** What a detail shows of paying: the payment types the order's promoter takes, and the latest attempt's state (null before the first). */
export interface OrderPaying {
  paymentTypes: PaymentType[];
  payState: PayState | null;
}

/** The buyer's name, identity number and mobile leave the server masked only. */
export const toDetail = (order: OrderView, { paymentTypes, payState }: OrderPaying): OrderDetail => ({
  ...toSummary(order),
  buyer: { name: maskName(order.buyerName), idCard: order.buyerIdCardMasked, mobile: maskMobile(order.buyerMobile) },
  address: { regionText: order.regionText, detail: order.addressDetail },
  paymentType: order.paymentType,
  paymentTypes,
  payState,
  paidAt: iso(order.paidAt),
  closedAt: iso(order.closedAt),
  closeReason: order.closeReason,
  logistics: order.shipment && { carrier: order.shipment.carrier, trackingNo: order.shipment.trackingNo },
});
