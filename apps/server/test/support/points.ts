import { api } from '@shop/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client';
import { pointsEntries, sims } from '../../src/db/schema';
import { type Holder, walletGet, walletPost } from './wallet';

export const signIn = async (app: FastifyInstance, holder: Holder) => (await walletPost(app, holder, api.generalSignIn.path, {})).json();

export const taskCenter = async (app: FastifyInstance, holder: Holder) => (await walletGet(app, holder, api.taskCenter.path)).json().data;

/** The points ledger lines of a card, oldest first: reason and signed amount. */
export const pointsLinesOf = (db: Database, simNo: string) =>
  db
    .select({ reason: pointsEntries.reason, amount: pointsEntries.amount, balanceAfter: pointsEntries.balanceAfter })
    .from(pointsEntries)
    .innerJoin(sims, eq(sims.id, pointsEntries.simId))
    .where(eq(sims.simNo, simNo))
    .orderBy(pointsEntries.id);

/** Every card whose points ledger does not add up to its points, with both figures. */
export const pointsMismatches = (db: Database) =>
  db
    .select({ simNo: sims.simNo, integral: sims.integral, ledger: sql<number>`coalesce(sum(${pointsEntries.amount}), 0)::int` })
    .from(sims)
    .leftJoin(pointsEntries, eq(pointsEntries.simId, sims.id))
    .groupBy(sims.id)
    .having(sql`${sims.integral} <> coalesce(sum(${pointsEntries.amount}), 0)`);
