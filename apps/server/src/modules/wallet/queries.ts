import type { IotOrderKind } from '@shop/contract';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/rows';
import { balanceEntries, coupons, iotOrders, promoters, rechargeLimits, rechargeOptions, sims } from '../../db/schema';
import type { IotOrderRow } from './orders';

/** A card's wallet with its promoter's payment settings. */
export const findWallet = async (db: Database, simId: number) =>
  (
    await db
      .select({
        simNo: sims.simNo,
        promoCode: sims.promoCode,
        simStatus: sims.simStatus,
        balanceFen: sims.balance,
        arrearsFen: sims.arrearsBalance,
        paymentTypes: promoters.showPaymentType,
        merchantName: promoters.promoName,
      })
      .from(sims)
      .leftJoin(promoters, eq(promoters.promoCode, sims.promoCode))
      .where(eq(sims.id, simId))
  )[0];

export const rechargeOptionsOf = (db: Database, promoCode: string) =>
  db
    .select({ amountFen: rechargeOptions.amountFen, bonusFen: rechargeOptions.bonusFen })
    .from(rechargeOptions)
    .where(eq(rechargeOptions.promoCode, promoCode))
    .orderBy(asc(rechargeOptions.amountFen));

export const rechargeLimitsOf = async (db: Database, promoCode: string) =>
  (
    await db
      .select({ minFen: rechargeLimits.minFen, maxFen: rechargeLimits.maxFen })
      .from(rechargeLimits)
      .where(eq(rechargeLimits.promoCode, promoCode))
  )[0] ?? null;

/** One order of one card: another card's is not found. */
export const findCardOrder = async (db: Database, simId: number, orderSn: string): Promise<IotOrderRow | undefined> =>
  (await db.select().from(iotOrders).where(and(eq(iotOrders.orderSn, orderSn), eq(iotOrders.simId, simId))))[0];

/** The order row, locked until the transaction ends: payments of one order take turns. */
export const lockIotOrder = async (tx: Database, id: number): Promise<IotOrderRow | undefined> =>
  (await tx.select().from(iotOrders).where(eq(iotOrders.id, id)).for('update'))[0];

export const updateIotOrder = (db: Database, id: number, change: Partial<IotOrderRow>) => db.update(iotOrders).set(change).where(eq(iotOrders.id, id));

/**
 * Closes unpaid orders whose payment window is over (all, or one card's one) and gives back the
 * coupons they held, in one statement; answers the orders closed. A coupon given back past its
 * end simply reads as expired.
 */
export const closeDueOrders = (db: Database, now: Date, only?: { id: number }): Promise<{ id: number; kind: IotOrderKind }[]> =>
  queryRows<{ id: number; kind: IotOrderKind }>(
    db,
    sql`with closed as (
          update ${iotOrders} set status = 'closed', closed_at = ${now}::timestamptz, expires_at = null
          where status = 'unpaid' and expires_at <= ${now}::timestamptz ${only ? sql`and id = ${only.id}` : sql``}
          returning id, kind
        ), released as (
          update ${coupons} set used_order_id = null, used_at = null
          where used_order_id in (select id from closed)
          returning id
        )
        select id, kind from closed`,
  );

/** A page of a card's orders, newest first, one row more than the page to tell whether more follow. */
export const cardOrdersPage = (db: Database, simId: number, kind: IotOrderKind | undefined, page: number, pageSize: number) =>
  db
    .select()
    .from(iotOrders)
    .where(and(eq(iotOrders.simId, simId), kind ? eq(iotOrders.kind, kind) : undefined))
    .orderBy(desc(iotOrders.createdAt), desc(iotOrders.id))
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);

/** A page of a card's ledger, newest first, with the number of the order behind each line. */
export const balanceLinesPage = (db: Database, simId: number, page: number, pageSize: number) =>
  db
    .select({
      id: balanceEntries.id,
      reason: balanceEntries.reason,
      amountFen: balanceEntries.amountFen,
      balanceAfterFen: balanceEntries.balanceAfterFen,
      orderSn: iotOrders.orderSn,
      createdAt: balanceEntries.createdAt,
    })
    .from(balanceEntries)
    .leftJoin(iotOrders, eq(iotOrders.id, balanceEntries.iotOrderId))
    .where(eq(balanceEntries.simId, simId))
    .orderBy(desc(balanceEntries.id))
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);

/** The card row locked for the rest of the transaction, with what a top-up needs. */
export const lockSimMoney = async (tx: Database, simId: number) =>
  (await tx.select({ balanceFen: sims.balance, arrearsFen: sims.arrearsBalance }).from(sims).where(eq(sims.id, simId)).for('update'))[0];

/** Takes what a top-up paid off the arrears, and counts the top-up. */
export const recordRecharge = (tx: Database, simId: number, arrearsPaidFen: number) =>
  tx
    .update(sims)
    .set({ arrearsBalance: sql`${sims.arrearsBalance} - ${arrearsPaidFen}`, rechargeTimes: sql`${sims.rechargeTimes} + 1` })
    .where(eq(sims.id, simId));

export const simOfOrder = async (db: Database, iotOrderId: number) =>
  (
    await db
      .select({ simNo: sims.simNo, simStatus: sims.simStatus, arrearsFen: sims.arrearsBalance })
      .from(iotOrders)
      .innerJoin(sims, eq(sims.id, iotOrders.simId))
      .where(eq(iotOrders.id, iotOrderId))
  )[0];
