import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { api } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { iotOrders, pointsOrders, pointsShopGoods } from '../../src/db/schema';
import { simRow } from '../support/iot';
import { goodsRow, insertShopper, pointsAndLedger } from '../support/points';
import { useTwoApps } from '../support/two-apps';
import { balanceLinesOf, ledgerMismatches } from '../support/wallet';

const PARALLEL = 20;
const races = useTwoApps('the points shop races');
const { call, loginOn } = races;
let serial = 0;

/** A new card of the demo promoter with its own points and balance, logged in; answers its headers. */
const aHolder = async (integral: number, balance = 0): Promise<{ simNo: string; headers: Record<string, string> }> => {
  serial += 1;
  const simNo = `89860155000000${String(serial).padStart(5, '0')}`;
  await insertShopper(races.db(), simNo, integral, { balance });
  return { simNo, headers: await loginOn(serial, simNo) };
};

/** An item of the demo promoter: ¥1 balance credit for `points`, with `stock`. */
const anItem = async (item: Partial<typeof pointsShopGoods.$inferInsert>): Promise<number> => {
  const [row] = await races
    .db()
    .insert(pointsShopGoods)
    .values({ promoCode: 'demo', kind: 'balance', name: '竞速商品', cover: '', points: 10, stock: 100, creditFen: 100, ...item })
    .returning({ id: pointsShopGoods.id });
  return row?.id ?? 0;
};

const buy = (i: number, headers: Record<string, string>, body: Record<string, unknown>) =>
  call(i, 'POST', api.buyShopGoods.path, headers, { delivery: 'card', idempotencyKey: randomUUID(), ...body });

describe('the points shop under load on PostgreSQL, from two apps', () => {
  it('20 cards buying the last unit at once: exactly one gets it, and the others keep their points', async () => {
    const goodsId = await anItem({ stock: 1 });
    const holders = await Promise.all(Array.from({ length: PARALLEL }, () => aHolder(100)));
    const answers = await Promise.all(holders.map((holder, i) => buy(i, holder.headers, { goodsId })));
    expect(answers.filter((answer) => answer.code === 0)).toHaveLength(1);
    expect(answers.filter((answer) => answer.code !== 0).every((answer) => answer.message === '该商品库存不足，已售罄')).toBe(true);
    expect((await goodsRow(races.db(), goodsId))?.stock).toBe(0);
    expect(await races.db().select().from(pointsOrders).where(eq(pointsOrders.goodsId, goodsId))).toHaveLength(1);
    const points = await Promise.all(holders.map((holder) => pointsAndLedger(races.db(), holder.simNo)));
    expect(points.filter((each) => each?.integral === 90)).toHaveLength(1);
    expect(points.every((each) => each?.integral === each?.ledger)).toBe(true);
  });

  it('20 purchases by one card that together exceed its points: never below zero, and the ledger sums to the points', async () => {
    const goodsId = await anItem({ points: 30 });
    const holder = await aHolder(100);
    const answers = await Promise.all(Array.from({ length: PARALLEL }, (_, i) => buy(i, holder.headers, { goodsId })));
    expect(answers.filter((answer) => answer.code === 0)).toHaveLength(3);
    expect(answers.filter((answer) => answer.code !== 0).every((answer) => answer.message === '积分不足：您有 10 积分，本次需要 30 积分')).toBe(true);
    expect(await pointsAndLedger(races.db(), holder.simNo)).toEqual({ integral: 10, ledger: 10 });
    expect((await goodsRow(races.db(), goodsId))?.stock).toBe(97);
    expect(await ledgerMismatches(races.db())).toEqual([]);
  });

  it('20 purchases by one card of an item limited to one per card: one order', async () => {
    const goodsId = await anItem({ limitPerCard: 1 });
    const holder = await aHolder(1000);
    const answers = await Promise.all(Array.from({ length: PARALLEL }, (_, i) => buy(i, holder.headers, { goodsId })));
    expect(answers.filter((answer) => answer.code === 0)).toHaveLength(1);
    expect(answers.filter((answer) => answer.code !== 0).every((answer) => answer.message === '超出每卡限购数量：您还可以购买 0 件')).toBe(true);
    expect(await pointsAndLedger(races.db(), holder.simNo)).toEqual({ integral: 990, ledger: 990 });
  });

  it('a cancel raced with a payment from the balance: exactly one wins, and points, money and stock agree with it', async () => {
    const goodsId = await anItem({ kind: 'physical', creditFen: null, points: 50, cashFen: 1000, stock: 50, pickup: false });
    const holder = await aHolder(1000, 10_000);
    const address = await call(0, 'POST', api.setSimAddress.path, holder.headers, {
      name: '张三',
      mobile: '13800138000',
      provinceCode: '440000',
      cityCode: '440300',
      countyCode: '440305',
      detail: '科技园科苑路 15 号',
    });
    const rounds = 8;
    let cancelled = 0;
    for (let round = 0; round < rounds; round += 1) {
      const placed = await buy(round, holder.headers, { goodsId, delivery: 'express', addressId: address.data.id, payWith: 'online' });
      expect(placed).toMatchObject({ code: 0, data: { status: 'unpaid' } });
      const orderSn = String(placed.data.orderSn);
      // The cancel starts a little later each round, so either may reach the order's lock first.
      const [cancel, repay] = await Promise.all([
        sleep((round % 4) * 8).then(() => call(round, 'POST', api.cancelShopOrder.path, holder.headers, { orderSn })),
        call(round + 1, 'POST', api.repayShopOrder.path, holder.headers, { orderSn, payWith: 'balance', idempotencyKey: randomUUID() }),
      ]);
      expect([cancel.code, repay.code].sort()).toEqual([-1, 0]);
      const [order] = await races.db().select().from(pointsOrders).where(eq(pointsOrders.orderSn, orderSn));
      const [cash] = await races.db().select().from(iotOrders).where(eq(iotOrders.id, order?.iotOrderId ?? 0));
      if (cancel.code === 0) {
        cancelled += 1;
        expect(repay.message).toBe('该订单已取消或已关闭');
        expect([order?.status, cash?.status]).toEqual(['cancelled', 'closed']);
      } else {
        expect(cancel.message).toBe('该订单已支付');
        expect([order?.status, cash?.status, cash?.payWith]).toEqual(['paid', 'paid', 'balance']);
      }
    }
    const paid = rounds - cancelled;
    const sim = await simRow(races.db(), holder.simNo);
    expect(sim?.balance).toBe(10_000 - paid * 1000);
    expect(await pointsAndLedger(races.db(), holder.simNo)).toEqual({ integral: 1000 - paid * 50, ledger: 1000 - paid * 50 });
    expect((await goodsRow(races.db(), goodsId))?.stock).toBe(50 - paid);
    // The card's balance ledger opened at 10_000 (not written by the test): each payment one charge.
    expect(await balanceLinesOf(races.db(), holder.simNo)).toEqual(Array.from({ length: paid }, () => ({ reason: 'pointsShop', amountFen: -1000 })));
  });
});
