import { join } from 'node:path';
import { api, CARD_TOKEN_HEADER, RequestHeader } from '@shop/contract';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/client';
import { balanceEntries, iotOrders, packageOffers } from '../../src/db/schema';
import { loadOrCreateSecret, SANDBOX_PAY_SECRET_FILE } from '../../src/lib/secret';
import type { NotificationRequest } from '../../src/providers/payment';
import { seedIfEmpty } from '../../src/seed';
import { insertCard } from '../../src/seed/demo-iot';
import { openingLine } from '../../src/seed/demo-wallet';
import { createServices, type Services } from '../../src/services';
import { DemoCard, simRow } from '../support/iot';
import { recordingDelivery } from '../support/payments';
import { shopUrl, useShopProcesses } from '../support/server-process';
import { ledgerMismatches } from '../support/wallet';

/**
 * Two real servers on one PostgreSQL database, and the sandbox gateway's signed notifications
 * sent to them as a gateway would: at once, repeated, and to a server killed mid-batch.
 */
const processes = useShopProcesses();
/** Top-ups in the batch a server is killed in the middle of. */
const BATCH = 20;
let handle: DatabaseHandle;
let services: Services;
let dataDir: string;
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

const loginOn = async (port: number, simNo: string): Promise<Record<string, string>> => {
  const answer = await call(port, 'POST', api.simLogin.path, {}, { simNo, agreeProtocol: true });
  return { [RequestHeader.simNo]: simNo, [CARD_TOKEN_HEADER]: String(answer.data.token) };
};

/** A top-up ordered on one server and started on the other; answers its order and payment numbers. */
const startedTopUp = async (headers: Record<string, string>, amountFen: number, i: number) => {
  const order = await call(ports[i % 2] ?? 0, 'POST', api.createBalanceOrder.path, headers, { amountFen, idempotencyKey: crypto.randomUUID() });
  const orderSn = String(order.data.orderSn);
  const payment = await call(ports[(i + 1) % 2] ?? 0, 'POST', api.iotOrderPay.path, headers, { orderSn, paymentType: 'wechat', idempotencyKey: crypto.randomUUID() });
  return { orderSn, paymentSn: String(payment.data.paymentSn) };
};

/** The gateway's signed notification of a paid payment, kept instead of sent. */
const paidNotification = async (paymentSn: string): Promise<NotificationRequest> => {
  const from = recorded.length;
  await services.payments.gateway.act(paymentSn, 'pay');
  await services.payments.gateway.drain();
  const sent = recorded[from];
  if (!sent) throw new Error(`no notification for ${paymentSn}`);
  return sent;
};

const send = async (port: number, { url, headers, body }: NotificationRequest): Promise<number> =>
  (await fetch(shopUrl(port, url), { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body })).status;

const cardOf = (simNo: string) => simRow(handle.db, simNo);

const linesOf = async (orderSn: string) =>
  handle.db
    .select({ reason: balanceEntries.reason, amountFen: balanceEntries.amountFen })
    .from(balanceEntries)
    .innerJoin(iotOrders, eq(iotOrders.id, balanceEntries.iotOrderId))
    .where(eq(iotOrders.orderSn, orderSn))
    .orderBy(balanceEntries.id);

beforeAll(async () => {
  const url = processes.databaseUrl();
  if (!url) throw new Error('the PostgreSQL test database was not created');
  handle = await openDatabase({ kind: 'postgres', url });
  await handle.migrate();
  await seedIfEmpty(handle.db);
  // The servers sign and check sandbox notifications with the key in their DATA_DIR; the test's gateway signs with it too.
  dataDir = join(processes.root, 'data');
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

describe('the wallet under load on PostgreSQL', () => {
  it('credits 10 identical recharge notifications sent at once to two servers exactly once, with the bonus once', async () => {
    const headers = await loginOn(ports[0] ?? 0, DemoCard.normal);
    const before = (await cardOf(DemoCard.normal))?.balance ?? 0;
    const { orderSn, paymentSn } = await startedTopUp(headers, 10000, 0);
    const notification = await paidNotification(paymentSn);

    const statuses = await Promise.all(Array.from({ length: 10 }, (_, i) => send(ports[i % 2] ?? 0, notification)));
    expect(statuses.every((status) => status >= 200 && status < 300)).toBe(true);
    expect((await cardOf(DemoCard.normal))?.balance).toBe(before + 10000 + 1000);
    expect(await linesOf(orderSn)).toEqual([
      { reason: 'recharge', amountFen: 10000 },
      { reason: 'bonus', amountFen: 1000 },
    ]);
    expect(await ledgerMismatches(handle.db)).toEqual([]);
  });

  it('lets 20 package purchases from the balance, sent at once to two servers, take it to the last fen and refuse the rest in words', async () => {
    const simNo = '8986011234567890777';
    const card = await insertCard(handle.db, simNo, new Date(), { balance: 3650 });
    await openingLine(handle.db, card.id, card.balance ?? 0);
    const [addon] = await handle.db
      .select()
      .from(packageOffers)
      .where(and(eq(packageOffers.promoCode, card.promoCode), eq(packageOffers.operatorType, card.operatorType), eq(packageOffers.kind, 'addon')))
      .orderBy(asc(packageOffers.priceFen))
      .limit(1);
    if (!addon) throw new Error('the demo promoter sells no add-on');
    const headers = await loginOn(ports[0] ?? 0, simNo);

    const body = () => ({ packageId: addon.id, effect: 'now', payWith: 'balance', idempotencyKey: crypto.randomUUID() });
    const outcomes = await Promise.all(Array.from({ length: 20 }, (_, i) => call(ports[i % 2] ?? 0, 'POST', api.buyPackage.path, headers, body())));
    const paid = outcomes.filter((outcome) => outcome.code === 0).length;
    const refusals = outcomes.filter((outcome) => outcome.code !== 0);

    expect(paid).toBe(Math.floor(3650 / addon.priceFen));
    expect(refusals).toHaveLength(20 - paid);
    for (const refusal of refusals) expect(refusal).toMatchObject({ code: -1, message: expect.stringMatching(/^余额不足，还差 ¥[\d.]+，请先充值$/) });
    expect((await cardOf(simNo))?.balance).toBe(3650 - paid * addon.priceFen);
    expect(await ledgerMismatches(handle.db)).toEqual([]);
    const lines = await handle.db.select({ after: balanceEntries.balanceAfterFen }).from(balanceEntries).where(eq(balanceEntries.simId, card.id));
    expect(lines).toHaveLength(1 + paid);
    expect(Math.min(...lines.map((line) => line.after))).toBeGreaterThanOrEqual(0);
  });

  it('loses no acknowledged recharge when a server is killed with SIGKILL mid-batch, and credits none twice after the restart', async () => {
    const headers = await loginOn(ports[0] ?? 0, DemoCard.wifi);
    const before = (await cardOf(DemoCard.wifi))?.balance ?? 0;
    const topUps = await Promise.all(Array.from({ length: BATCH }, (_, i) => startedTopUp(headers, 3000, i)));
    const notifications: NotificationRequest[] = [];
    for (const topUp of topUps) notifications.push(await paidNotification(topUp.paymentSn));

    const victim = processes.start(dataDir);
    const victimPort = await victim.started;
    const acknowledged = new Set<number>();
    // Killed as soon as it has acknowledged a few: the rest are in flight or not yet read.
    const batch = notifications.map((notification, i) =>
      send(victimPort, notification).then(
        (status) => {
          if (status >= 200 && status < 300) acknowledged.add(i);
          if (acknowledged.size === 3) victim.kill('SIGKILL');
        },
        () => undefined,
      ),
    );
    await Promise.all(batch);
    expect((await victim.exited).signal).toBe('SIGKILL');
    expect(acknowledged.size).toBeGreaterThanOrEqual(3);
    expect(acknowledged.size).toBeLessThan(BATCH);

    for (const i of acknowledged) {
      expect(await linesOf(topUps[i]?.orderSn ?? '')).toEqual([{ reason: 'recharge', amountFen: 3000 }]);
    }
    // The gateway sends again every notification it saw no acknowledgement for (and some it did), to a restarted server.
    const restarted = await processes.start(dataDir).started;
    const statuses = await Promise.all(notifications.map((notification) => send(restarted, notification)));
    expect(statuses.every((status) => status >= 200 && status < 300)).toBe(true);
    for (const topUp of topUps) expect(await linesOf(topUp.orderSn)).toEqual([{ reason: 'recharge', amountFen: 3000 }]);
    expect((await cardOf(DemoCard.wifi))?.balance).toBe(before + BATCH * 3000);
    expect(await ledgerMismatches(handle.db)).toEqual([]);
  }, 120_000);
});
