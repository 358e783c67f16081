import type { IotOrderKind } from '@shop/contract';
import { and, asc, desc, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/rows';
import { balanceEntries, iotOrders, rechargeLimits, rechargeOptions, walletAccounts } from '../../db/schema/wallet';
import type { IotOrderRow } from './orders';

/** What a card's account holds (nothing without one). */
const EMPTY_ACCOUNT = { balanceFen: 0, arrearsFen: 0, rechargeTimes: 0 };

/** The card's account: balance, arrears, top-ups paid. */
export const findAccount = async (db: Database, simId: number): Promise<typeof EMPTY_ACCOUNT> =>
  (
    await db
      .select({ balanceFen: walletAccounts.balanceFen, arrearsFen: walletAccounts.arrearsFen, rechargeTimes: walletAccounts.rechargeTimes })
      .from(walletAccounts)
      .where(eq(walletAccounts.simId, simId))
  )[0] ?? EMPTY_ACCOUNT;

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

/** An order by its number, of whichever card (an operator's refund names only the number). */
export const iotOrderBySn = async (db: Database, orderSn: string): Promise<IotOrderRow | undefined> =>
  (await db.select().from(iotOrders).where(eq(iotOrders.orderSn, orderSn)))[0];

/** The order row, locked until the transaction ends: payments of one order take turns. */
export const lockIotOrder = async (tx: Database, id: number): Promise<IotOrderRow | undefined> =>
  (await tx.select().from(iotOrders).where(eq(iotOrders.id, id)).for('update'))[0];

export const updateIotOrder = (db: Database, id: number, change: Partial<IotOrderRow>) => db.update(iotOrders).set(change).where(eq(iotOrders.id, id));

/** Closes unpaid orders whose payment window is over (all, or one card's one); answers the orders closed. */
export const closeDueOrders = (db: Database, now: Date, only?: { id: number }): Promise<{ id: number; kind: IotOrderKind }[]> =>
  queryRows<{ id: number; kind: IotOrderKind }>(
    db,
    sql`update ${iotOrders} set status = 'closed', closed_at = ${now}::timestamptz, expires_at = null
        where status = 'unpaid' and expires_at <= ${now}::timestamptz ${only ? sql`and id = ${only.id}` : sql``}
        returning id, kind`,
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

/** The card's account locked for the rest of the transaction, with what a top-up needs (nothing owed without one). */
export const lockAccount = async (tx: Database, simId: number) =>
  (await tx.select({ balanceFen: walletAccounts.balanceFen, arrearsFen: walletAccounts.arrearsFen }).from(walletAccounts).where(eq(walletAccounts.simId, simId)).for('update'))[0] ??
  { balanceFen: 0, arrearsFen: 0 };

/** Takes what a top-up paid off the arrears, and counts the top-up (the account exists: the top-up was just credited to it). */
export const recordRecharge = (tx: Database, simId: number, arrearsPaidFen: number) =>
  tx
    .update(walletAccounts)
    .set({ arrearsFen: sql`${walletAccounts.arrearsFen} - ${arrearsPaidFen}`, rechargeTimes: sql`${walletAccounts.rechargeTimes} + 1` })
    .where(eq(walletAccounts.simId, simId));

/** Card orders by id. */
export const iotOrdersByIds = (db: Database, ids: readonly number[]): Promise<IotOrderRow[]> =>
  ids.length === 0 ? Promise.resolve([]) : db.select().from(iotOrders).where(inArray(iotOrders.id, [...ids]));

/** The card an order is of. */
export const simIdOfOrder = async (db: Database, iotOrderId: number): Promise<number | undefined> =>
  (await db.select({ simId: iotOrders.simId }).from(iotOrders).where(eq(iotOrders.id, iotOrderId)))[0]?.simId;

/**
 * What a card's orders of `kinds` cost since `since`, by kind and package offer: paid orders, and
 * unpaid ones still open at `now`, which may yet be paid. `except`: the order being placed.
 */
export const spendingSince = (
  db: Database,
  simId: number,
  kinds: readonly IotOrderKind[],
  since: Date,
  now: Date,
  except = 0,
): Promise<{ kind: IotOrderKind; packageOfferId: number | null; fen: number }[]> =>
  db
    .select({ kind: iotOrders.kind, packageOfferId: iotOrders.packageOfferId, fen: sql<number>`sum(${iotOrders.amountFen})::integer` })
    .from(iotOrders)
    .where(
      and(
        eq(iotOrders.simId, simId),
        ne(iotOrders.id, except),
        inArray(iotOrders.kind, [...kinds]),
        or(eq(iotOrders.status, 'paid'), and(eq(iotOrders.status, 'unpaid'), gt(iotOrders.expiresAt, now))),
        sql`coalesce(${iotOrders.paidAt}, ${iotOrders.createdAt}) >= ${since.toISOString()}::timestamptz`,
      ),
    )
    .groupBy(iotOrders.kind, iotOrders.packageOfferId);
