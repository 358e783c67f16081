import { PERK_STATUS, type PayWith, type PerkStatus, PLACE_TYPE, type RefundType, type VipOrder } from '@shop/contract';

/** What a membership and a speed add-on keep alike: their term, what was paid, their refund. */
export interface PerkTermRow {
  id: number;
  simId: number;
  uuid: string;
  priceFen: number;
  paidFen: number;
  startAt: Date;
  endAt: Date;
  status: PerkStatus;
  refundAt: Date | null;
  refundType: RefundType | null;
  refundRemark: string;
  remark: string;
  createdAt: Date;
  updatedAt: Date;
}

/** The order that paid for a perk, as its view needs it. */
export interface PerkOrderRef {
  orderSn: string;
  payWith: PayWith;
}

/** The fields spec 3's "Vip order" and "Accelerate order" share, at `now`. */
export type PerkTerm = Omit<VipOrder, 'vipId' | 'vipName' | 'logo' | 'privileges'>;

/** A perk is in force from its start until its end, unless refunded; `validTag` says it has not run out. */
export const perkTermOf = (row: PerkTermRow, order: PerkOrderRef, now: Date): PerkTerm => ({
  id: row.id,
  simId: row.simId,
  uuid: row.uuid,
  orderSn: order.orderSn,
  placeType: PLACE_TYPE[order.payWith],
  actualPayMoney: row.paidFen,
  packagePrice: row.priceFen,
  startAt: row.startAt.toISOString(),
  endAt: row.endAt.toISOString(),
  validTag: row.status === PERK_STATUS.active && row.endAt > now,
  refundAt: row.refundAt?.toISOString() ?? null,
  refundRemark: row.refundRemark,
  refundType: row.refundType,
  remark: row.remark,
  status: row.status,
  updatedAt: row.updatedAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
});

/** Where a new term starts: at the end of the one running (bought again before it ends), else now. */
export const termStart = (runningEnd: Date | null | undefined, now: Date): Date => (runningEnd && runningEnd > now ? runningEnd : now);
