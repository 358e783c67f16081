import { randomUUID } from 'node:crypto';
import { api } from '@shop/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client';
import { pointsAccounts, pointsEntries, pointsOrders, pointsShopGoods, sims } from '../../src/db/schema';
import type { CardInsert } from '../../src/seed/cards';
import { callCard, insertSim, simRow } from './iot';
import { type Holder, walletGet, walletPost } from './wallet';

export const signIn = async (app: FastifyInstance, holder: Holder) => (await walletPost(app, holder, api.generalSignIn.path, {})).json();

export const taskCenter = async (app: FastifyInstance, holder: Holder) => (await walletGet(app, holder, api.taskCenter.path)).json().data;

/** Stores a card of the test's own with `integral` points, its ledger opened with them (so it sums to the points). */
export const insertShopper = async (db: Database, simNo: string, integral: number, overrides: Partial<CardInsert> = {}): Promise<number> => {
  await insertSim(db, simNo, { ...overrides, integral });
  const [sim] = await db.select({ id: sims.id }).from(sims).where(eq(sims.simNo, simNo));
  if (!sim) throw new Error(`card ${simNo} was not stored`);
  if (integral > 0) await db.insert(pointsEntries).values({ simId: sim.id, reason: 'opening', amount: integral, balanceAfter: integral });
  return sim.id;
};

/** A demo item's id by its Chinese name. */
export const goodsId = async (db: Database, name: string): Promise<number> => {
  const [row] = await db.select({ id: pointsShopGoods.id }).from(pointsShopGoods).where(and(eq(pointsShopGoods.promoCode, 'demo'), eq(pointsShopGoods.name, name)));
  if (!row) throw new Error(`no points shop item ${name}`);
  return row.id;
};

export const goodsRow = async (db: Database, id: number) => (await db.select().from(pointsShopGoods).where(eq(pointsShopGoods.id, id)))[0];

export const buyGoods = async (app: FastifyInstance, holder: Holder, body: Record<string, unknown>) =>
  (await callCard(app, 'POST', api.buyShopGoods.path, { ...holder, body: { delivery: 'card', idempotencyKey: randomUUID(), ...body } })).json();

export const shopCall = async (app: FastifyInstance, holder: Holder, name: 'cancelShopOrder' | 'repayShopOrder' | 'setSimAddress' | 'delSimAddress', body: Record<string, unknown>) =>
  (await callCard(app, 'POST', api[name].path, { ...holder, body })).json();

export const shopRead = async (app: FastifyInstance, holder: Holder, name: 'integralShopIndex' | 'integralShopGoodsDetails' | 'goodsShopStore' | 'shopOrderList' | 'shopOrderDetails', query: Record<string, string> = {}) =>
  (await callCard(app, 'GET', api[name].path, { ...holder, query })).json();

/** The card's points ledger, oldest first: reason and signed amount. */
export const pointsLinesOf = (db: Database, simNo: string) =>
  db
    .select({ reason: pointsEntries.reason, amount: pointsEntries.amount, balanceAfter: pointsEntries.balanceAfter })
    .from(pointsEntries)
    .innerJoin(sims, eq(sims.id, pointsEntries.simId))
    .where(eq(sims.simNo, simNo))
    .orderBy(pointsEntries.id);

/** A card's points as its points account keeps them (0 without one). */
const integralSql = sql<number>`coalesce(${pointsAccounts.points}, 0)::int`;

/** Every card whose points ledger does not add up to its points, with both figures. */
export const pointsMismatches = (db: Database) =>
  db
    .select({ simNo: sims.simNo, integral: integralSql, ledger: sql<number>`coalesce(sum(${pointsEntries.amount}), 0)::int` })
    .from(sims)
    .leftJoin(pointsAccounts, eq(pointsAccounts.simId, sims.id))
    .leftJoin(pointsEntries, eq(pointsEntries.simId, sims.id))
    .groupBy(sims.id, pointsAccounts.points)
    .having(sql`${integralSql} <> coalesce(sum(${pointsEntries.amount}), 0)`);

/** A card's points and its ledger's sum. */
export const pointsAndLedger = async (db: Database, simNo: string) =>
  (
    await db
      .select({ integral: integralSql, ledger: sql<number>`coalesce(sum(${pointsEntries.amount}), 0)::int` })
      .from(sims)
      .leftJoin(pointsAccounts, eq(pointsAccounts.simId, sims.id))
      .leftJoin(pointsEntries, eq(pointsEntries.simId, sims.id))
      .where(eq(sims.simNo, simNo))
      .groupBy(sims.id, pointsAccounts.points)
  )[0];

export const pointsOrderRow = async (db: Database, orderSn: string) => (await db.select().from(pointsOrders).where(eq(pointsOrders.orderSn, orderSn)))[0];

/** What a refusal must leave as it was: the card, its points ledger and orders, and the item's stock. */
export const snapshotOf = async (db: Database, simNo: string, goods: number) => {
  const sim = await simRow(db, simNo);
  return {
    integral: sim?.integral,
    balance: sim?.balance,
    lines: (await pointsLinesOf(db, simNo)).length,
    orders: (await db.select({ id: pointsOrders.id }).from(pointsOrders).where(eq(pointsOrders.simId, sim?.id ?? 0))).length,
    stock: (await goodsRow(db, goods))?.stock,
  };
};
