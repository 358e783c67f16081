import { beforeAll, describe, expect, it } from 'vitest';
import { BalanceShort, insertIotOrders, chargeEach } from '../../src/modules/wallet/service';
import { insertSim, simRow, useIotApp } from '../support/iot';
import { balanceLinesOf } from '../support/wallet';

/** What a batch job (the renewal) moves: many cards' orders and charges in one transaction. */
const shop = useIotApp();
const Card = { a: '8986019800000000001', b: '8986019800000000002', short: '8986019800000000003' } as const;
const NOW = new Date('2026-03-10T02:00:00.000Z');
const ids: Record<keyof typeof Card, number> = { a: 0, b: 0, short: 0 };

const renewalOf = (simId: number) =>
  ({ simId, kind: 'renewal', status: 'paid', payWith: 'balance', title: '自动续费 月套餐 30GB', amountFen: 2900, renewsCycleEnd: NOW, paidAt: NOW }) as const;

beforeAll(async () => {
  for (const [key, simNo] of Object.entries(Card) as [keyof typeof Card, string][]) {
    await insertSim(shop.db, simNo, { balance: key === 'short' ? 100 : 5000 });
    ids[key] = (await simRow(shop.db, simNo)).id;
  }
});

describe('orders and charges of a batch', () => {
  it('stores each order once with its own number, paid and without a payment window', async () => {
    const orders = await shop.db.transaction((tx) => insertIotOrders(tx, [renewalOf(ids.a), renewalOf(ids.b)], NOW));
    expect(orders.map((order) => order.simId).toSorted()).toEqual([ids.a, ids.b].toSorted());
    expect(new Set(orders.map((order) => order.orderSn)).size).toBe(2);
    expect(orders.every((order) => /^IOT20260310100000\d{6}$/.test(order.orderSn) && order.expiresAt === null && order.status === 'paid')).toBe(true);
  });

  it('charges each card once and writes its ledger line with the balance after it', async () => {
    await shop.db.transaction((tx) =>
      chargeEach(tx, [
        { simId: ids.a, reason: 'renewal', amountFen: -2900, iotOrderId: null },
        { simId: ids.b, reason: 'renewal', amountFen: -1000, iotOrderId: null },
      ]),
    );
    expect((await simRow(shop.db, Card.a)).balance).toBe(2100);
    expect((await simRow(shop.db, Card.b)).balance).toBe(4000);
    expect((await balanceLinesOf(shop.db, Card.a)).at(-1)).toEqual({ reason: 'renewal', amountFen: -2900 });
  });

  it('moves nothing when one card of the batch is short, naming what that card has', async () => {
    const charge = shop.db.transaction((tx) =>
      chargeEach(tx, [
        { simId: ids.a, reason: 'renewal', amountFen: -100, iotOrderId: null },
        { simId: ids.short, reason: 'renewal', amountFen: -2900, iotOrderId: null },
      ]),
    );
    await expect(charge).rejects.toEqual(new BalanceShort(100));
    expect((await simRow(shop.db, Card.a)).balance).toBe(2100);
    expect((await simRow(shop.db, Card.short)).balance).toBe(100);
    expect(await balanceLinesOf(shop.db, Card.short)).toEqual([]);
  });
});
