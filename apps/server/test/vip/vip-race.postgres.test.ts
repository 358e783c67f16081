import { join } from 'node:path';
import { api, CARD_TOKEN_HEADER, RequestHeader } from '@shop/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/client';
import { balanceEntries, iotOrders, vipMemberships, vipPlans } from '../../src/db/schema';
import { loadOrCreateSecret, SANDBOX_PAY_SECRET_FILE } from '../../src/lib/secret';
import type { NotificationRequest } from '../../src/providers/payment';
import { seedIfEmpty } from '../../src/seed';
import { createServices, type Services } from '../../src/services';
import { DemoCard, simRow } from '../support/iot';
import { recordingDelivery } from '../support/payments';
import { shopUrl, useShopProcesses } from '../support/server-process';
import { ledgerMismatches } from '../support/wallet';

/**
 * Two real servers on one PostgreSQL database, and the sandbox gateway's signed notification of
 * a paid VIP order replayed to both at once, as a gateway that retries and duplicates would.
 */
const processes = useShopProcesses();
let handle: DatabaseHandle;
let services: Services;
let ports: number[];
let recorded: NotificationRequest[];

const call = async (port: number, method: 'GET' | 'POST', path: string, headers: Record<string, string>, body?: unknown) => {
  const response = await fetch(shopUrl(port, path), {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as { code: number; message: string; data: Record<string, unknown> };
};

const send = async (port: number, { url, headers, body }: NotificationRequest): Promise<number> =>
  (await fetch(shopUrl(port, url), { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body })).status;

beforeAll(async () => {
  const url = processes.databaseUrl();
  if (!url) throw new Error('the PostgreSQL test database was not created');
  handle = await openDatabase({ kind: 'postgres', url });
  await handle.migrate();
  await seedIfEmpty(handle.db);
  // The servers check sandbox notifications with the key in their DATA_DIR; the test's gateway signs with it too.
  const dataDir = join(processes.root, 'data');
  const sandboxSecret = loadOrCreateSecret(dataDir, SANDBOX_PAY_SECRET_FILE);
  services = createServices(handle.db, { payments: { publicUrl: undefined, sandboxSecret, sandboxDuplicateRate: 0, wechat: undefined, alipay: undefined } });
  const recording = recordingDelivery();
  recorded = recording.sent;
  await services.payments.gateway.connect({ deliver: recording.deliver, duplicateRate: 0, retryDelaysMs: [] });
  ports = await Promise.all([processes.start(dataDir).started, processes.start(dataDir).started]);
}, 120_000);

afterAll(async () => {
  await services.payments.gateway.close();
  await handle.close();
});

describe('VIP orders on two servers over one PostgreSQL database', () => {
  it('starts one membership, once, from 10 identical payment notifications sent at once to two servers', async () => {
    const [port0 = 0, port1 = 0] = ports;
    const login = await call(port0, 'POST', api.simLogin.path, {}, { simNo: DemoCard.normal, agreeProtocol: true });
    const headers = { [RequestHeader.simNo]: DemoCard.normal, [CARD_TOKEN_HEADER]: String(login.data.token) };
    const [plan] = await handle.db.select().from(vipPlans).where(and(eq(vipPlans.promoCode, 'demo'), eq(vipPlans.name, '月度会员')));
    if (!plan) throw new Error('the demo monthly plan is missing');
    const balanceBefore = (await simRow(handle.db, DemoCard.normal)).balance;

    const order = await call(port0, 'POST', api.createVipOrder.path, headers, { vipId: plan.id, payWith: 'online', idempotencyKey: crypto.randomUUID() });
    expect(order).toMatchObject({ code: 0, data: { kind: 'vip', status: 'unpaid', amountFen: plan.priceFen } });
    const orderSn = String(order.data.orderSn);
    const payment = await call(port1, 'POST', api.iotOrderPay.path, headers, { orderSn, paymentType: 'wechat', idempotencyKey: crypto.randomUUID() });
    const paymentSn = String(payment.data.paymentSn);
    await services.payments.gateway.act(paymentSn, 'pay');
    await services.payments.gateway.drain();
    const notification = recorded.at(-1);
    if (!notification) throw new Error(`no notification for ${paymentSn}`);

    const statuses = await Promise.all(Array.from({ length: 10 }, (_, i) => send(ports[i % 2] ?? 0, notification)));
    expect(statuses.every((status) => status >= 200 && status < 300)).toBe(true);

    const [paid] = await handle.db.select().from(iotOrders).where(eq(iotOrders.orderSn, orderSn));
    expect(paid).toMatchObject({ status: 'paid', amountFen: plan.priceFen });
    const memberships = await handle.db.select().from(vipMemberships).where(eq(vipMemberships.iotOrderId, paid?.id ?? 0));
    expect(memberships).toHaveLength(1);
    expect(memberships[0]).toMatchObject({ vipPlanId: plan.id, paidFen: plan.priceFen, status: 1 });
    // Started once: the card has this one membership, and it starts when the order was paid.
    expect(await handle.db.select().from(vipMemberships).where(eq(vipMemberships.simId, paid?.simId ?? 0))).toHaveLength(1);
    expect(memberships[0]?.startAt).toEqual(paid?.paidAt);
    // Paid online: the balance is untouched and no ledger line names the order.
    expect((await simRow(handle.db, DemoCard.normal)).balance).toBe(balanceBefore);
    expect(await handle.db.select().from(balanceEntries).where(eq(balanceEntries.iotOrderId, paid?.id ?? 0))).toEqual([]);
    expect(await ledgerMismatches(handle.db)).toEqual([]);

    const info = await call(port1, 'GET', api.simInfo.path, headers);
    expect(info.data.vipOrder).toMatchObject({ orderSn, placeType: 2, validTag: true });
  });
  it('chains the memberships of 3 balance purchases sent at once to two servers, none lost to a deadlock', async () => {
    const login = await call(ports[0] ?? 0, 'POST', api.simLogin.path, {}, { simNo: DemoCard.normal, agreeProtocol: true });
    const headers = { [RequestHeader.simNo]: DemoCard.normal, [CARD_TOKEN_HEADER]: String(login.data.token) };
    const [plan] = await handle.db.select().from(vipPlans).where(and(eq(vipPlans.promoCode, 'demo'), eq(vipPlans.name, '月度会员')));
    if (!plan) throw new Error('the demo monthly plan is missing');
    const card = await simRow(handle.db, DemoCard.normal);
    if (card.balance < 3 * plan.priceFen) throw new Error('the demo card cannot pay 3 memberships');

    const answers = await Promise.all(
      [0, 1, 2].map((i) => call(ports[i % 2] ?? 0, 'POST', api.createVipOrder.path, headers, { vipId: plan.id, payWith: 'balance', idempotencyKey: crypto.randomUUID() })),
    );
    expect(answers.map((answer) => [answer.code, answer.data.status])).toEqual([
      [0, 'paid'],
      [0, 'paid'],
      [0, 'paid'],
    ]);
    const terms = await handle.db.select().from(vipMemberships).where(eq(vipMemberships.simId, card.id)).orderBy(vipMemberships.startAt);
    // Each term starts where the one before it ends: read one at a time under the card's lock.
    terms.slice(1).forEach((term, i) => expect(term.startAt).toEqual(terms[i]?.endAt));
    expect((await simRow(handle.db, DemoCard.normal)).balance).toBe(card.balance - 3 * plan.priceFen);
    expect(await ledgerMismatches(handle.db)).toEqual([]);
  });
});
