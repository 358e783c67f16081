import { randomUUID } from 'node:crypto';
import { api, type IotOrder } from '@shop/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client';
import { balanceEntries, iotOrders, ledgerEntries, sims, walletAccounts } from '../../src/db/schema';
import { callCard } from './iot';

export interface Holder {
  simNo: string;
  token: string;
}

export const walletGet = (app: FastifyInstance, holder: Holder, path: string, query: Record<string, string> = {}) =>
  callCard(app, 'GET', path, { ...holder, query });

export const walletPost = (app: FastifyInstance, holder: Holder, path: string, body: Record<string, unknown>) =>
  callCard(app, 'POST', path, { ...holder, body });

/** Orders a top-up; it must be created. */
export const rechargeOrder = async (app: FastifyInstance, holder: Holder, amountFen: number): Promise<IotOrder> => {
  const answer = (await walletPost(app, holder, api.createBalanceOrder.path, { amountFen, idempotencyKey: randomUUID() })).json();
  if (answer.code !== 0) throw new Error(`top-up refused: ${answer.code} ${answer.message}`);
  return answer.data;
};

export const startCardPayment = (app: FastifyInstance, holder: Holder, orderSn: string, paymentType = 'wechat') =>
  walletPost(app, holder, api.iotOrderPay.path, { orderSn, paymentType, idempotencyKey: randomUUID() });

/** The ledger lines of a card, oldest first: reason and signed amount. */
export const balanceLinesOf = (db: Database, simNo: string) =>
  db
    .select({ reason: balanceEntries.reason, amountFen: balanceEntries.amountFen })
    .from(balanceEntries)
    .innerJoin(sims, eq(sims.id, balanceEntries.simId))
    .where(eq(sims.simNo, simNo))
    .orderBy(balanceEntries.id);

/** A card's balance as its wallet account keeps it (0 without one). */
const balanceSql = sql<number>`coalesce(${walletAccounts.balanceFen}, 0)::int`;

/** Every card whose ledger does not add up to its balance, with both figures. */
export const ledgerMismatches = (db: Database) =>
  db
    .select({ simNo: sims.simNo, balance: balanceSql, ledger: sql<number>`coalesce(sum(${balanceEntries.amountFen}), 0)::int` })
    .from(sims)
    .leftJoin(walletAccounts, eq(walletAccounts.simId, sims.id))
    .leftJoin(balanceEntries, eq(balanceEntries.simId, sims.id))
    .groupBy(sims.id, walletAccounts.balanceFen)
    .having(sql`${balanceSql} <> coalesce(sum(${balanceEntries.amountFen}), 0)`);

export const iotOrderRow = async (db: Database, orderSn: string) => (await db.select().from(iotOrders).where(eq(iotOrders.orderSn, orderSn)))[0];

/** The shop ledger of a card order's payments: kind and signed amount of each row, in order. */
export const paymentLedgerOf = (db: Database, orderSn: string) =>
  db
    .select({ kind: ledgerEntries.kind, amountFen: ledgerEntries.amountFen })
    .from(ledgerEntries)
    .innerJoin(iotOrders, eq(iotOrders.id, ledgerEntries.iotOrderId))
    .where(eq(iotOrders.orderSn, orderSn))
    .orderBy(ledgerEntries.id);
