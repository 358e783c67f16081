import type { BalanceReason } from '@shop/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/rows';
import { iotOrders, walletAccounts } from '../../db/schema/wallet';
import { balanceOf, BalanceShort } from './ledger';
import { distinctOrderSns, type IotOrderRow, type NewIotOrder, ORDER_SN_DRAWS, storedOrder } from './orders';

/** An order paid from the balance as it is placed: stored paid, with no payment window. */
export type BalancePaidOrder = Omit<NewIotOrder, 'status' | 'payWith' | 'paidAt'>;

/** What the columns the insert leaves to their defaults hold. */
const orderDefaults = {
  bonusFen: 0,
  discountFen: 0,
  vipDiscountFen: 0,
  packageOfferId: null,
  effect: null,
  couponPackId: null,
  vipPlanId: null,
  accelerateOfferId: null,
  paymentType: null,
  renewsCycleEnd: null,
  closedAt: null,
} satisfies Partial<IotOrderRow>;

/**
 * One statement: the order stored paid, the balance charged only if the order was stored (and
 * only down to zero), and the ledger line with the balance after it. Answers the order's id and
 * the balance after; no row when the order number was taken; a null balance when it was short.
 */
const placeAndCharge = (tx: Database, stored: ReturnType<typeof storedOrder>, reason: BalanceReason) => {
  const placed = tx.insert(iotOrders).values(stored).onConflictDoNothing({ target: iotOrders.orderSn }).returning({ id: iotOrders.id });
  const charged = tx
    .update(walletAccounts)
    .set({ balanceFen: sql`${walletAccounts.balanceFen} - ${stored.amountFen}` })
    .where(and(eq(walletAccounts.simId, stored.simId), sql`${walletAccounts.balanceFen} >= ${stored.amountFen}`, sql`exists (select 1 from placed)`))
    .returning({ balanceFen: walletAccounts.balanceFen });
  return queryRows<{ id: number; balance: number | null }>(
    tx,
    sql`with placed as (${placed.getSQL()}), charged as (${charged.getSQL()}), line as (
          insert into balance_entries (sim_id, reason, amount_fen, balance_after_fen, iot_order_id)
          select ${stored.simId}, ${reason}, ${-stored.amountFen}, charged.balance_fen, placed.id from placed, charged
        )
        select placed.id, charged.balance_fen::float8 as balance from placed left join charged on true`,
  );
};

/**
 * Places a card's order paid from its balance INSIDE the caller's transaction, in one statement
 * (the order, the charge, the ledger line): the hottest write of the shop, so no round trip more
 * than it needs. A balance short of the amount throws BalanceShort, and the caller's transaction
 * rolls back the order. An order number drawn twice in one second is drawn again.
 */
export const placePaidFromBalance = async (tx: Database, order: BalancePaidOrder, reason: BalanceReason, now: Date): Promise<IotOrderRow> => {
  for (let draw = 0; draw < ORDER_SN_DRAWS; draw += 1) {
    const [orderSn = ''] = distinctOrderSns(1, now);
    const stored = storedOrder({ ...order, status: 'paid', payWith: 'balance', paidAt: now }, orderSn, now);
    const [row] = await placeAndCharge(tx, stored, reason);
    if (!row) continue;
    if (row.balance === null) throw new BalanceShort(await balanceOf(tx, order.simId));
    return { ...orderDefaults, ...stored, id: row.id, status: 'paid', payWith: 'balance', paidAt: now };
  }
  throw new Error(`a ${order.kind} order of sim ${order.simId} drew taken order numbers ${ORDER_SN_DRAWS} times`);
};
