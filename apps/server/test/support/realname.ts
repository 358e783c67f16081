import { api } from '@shop/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { realnameRequests, sandboxRealnameChecks, sims } from '../../src/db/schema';
import type { TestApp } from './app';
import { callCard } from './iot';
import { post } from './shop-login';
import type { Holder } from './wallet';

/** The card's real-name state as realnameAuth reads it. */
export const stateOf = async (shop: TestApp, holder: Holder) => (await callCard(shop.app, 'GET', api.realnameState.path, holder)).json();

/** Opens the operator's page for the card (or one of its vice SIMs). */
export const openOfficial = async (shop: TestApp, holder: Holder, query: Record<string, string> = {}, name: 'simOfficialAuth' | 'deviceOfficialAuth' = 'simOfficialAuth') =>
  (await callCard(shop.app, 'GET', api[name].path, { ...holder, query })).json();

/** Submits the operator page as the holder does, and waits for the operator's deliveries. */
export const submitOperatorPage = async (shop: TestApp, body: { requestSn: string; action: string; name: string; idCard: string }) => {
  const response = await post(shop.app, api.realnameSandboxAct.path, body);
  await shop.services.realname.operator.drain();
  return response.json();
};

export const requestsOf = (db: Database, simNo: string) =>
  db
    .select({ kind: realnameRequests.kind, status: realnameRequests.status, reason: realnameRequests.reason, idCardHash: realnameRequests.idCardHash, idCardMasked: realnameRequests.idCardMasked })
    .from(realnameRequests)
    .innerJoin(sims, eq(sims.id, realnameRequests.simId))
    .where(eq(sims.simNo, simNo))
    .orderBy(realnameRequests.id);

export const operatorCheck = async (db: Database, requestSn: string) =>
  (await db.select().from(sandboxRealnameChecks).where(eq(sandboxRealnameChecks.requestSn, requestSn)))[0];

/** Makes a submitted request's verdict due now (the operator's delay is over). */
export const makeVerdictDue = (db: Database, requestSn: string) =>
  db.update(sandboxRealnameChecks).set({ dueAt: new Date(Date.now() - 1000) }).where(eq(sandboxRealnameChecks.requestSn, requestSn));
