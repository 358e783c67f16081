import { randomUUID } from 'node:crypto';
import { api } from '@shop/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client';
import { iotOrders, packageOffers, sims } from '../../src/db/schema';
import { type Holder, walletPost } from './wallet';

/** A demo offer's id by its promoter, operator and Chinese name. */
export const offerId = async (db: Database, promoCode: string, operatorType: number, name: string): Promise<number> => {
  const [row] = await db
    .select({ id: packageOffers.id })
    .from(packageOffers)
    .where(and(eq(packageOffers.promoCode, promoCode), eq(packageOffers.operatorType, operatorType), eq(packageOffers.name, name)));
  if (!row) throw new Error(`no offer ${name} for ${promoCode}/${operatorType}`);
  return row.id;
};

export const buy = async (app: FastifyInstance, holder: Holder, body: Record<string, unknown>) =>
  (await walletPost(app, holder, api.buyPackage.path, { effect: 'now', payWith: 'balance', idempotencyKey: randomUUID(), ...body })).json();

/** The card's orders of every kind, oldest first. */
export const ordersOf = (db: Database, simNo: string) =>
  db
    .select({ kind: iotOrders.kind, status: iotOrders.status, amountFen: iotOrders.amountFen, renewsCycleEnd: iotOrders.renewsCycleEnd })
    .from(iotOrders)
    .innerJoin(sims, eq(sims.id, iotOrders.simId))
    .where(eq(sims.simNo, simNo))
    .orderBy(iotOrders.id);
