import { randomUUID } from 'node:crypto';
import { api, COUPON_CODE_MAX_FAILURES } from '@shop/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { couponCodes, coupons, guesses, iotOrders, sims } from '../../src/db/schema';
import { giveCoupon } from '../support/coupons';
import { insertSim, simRow } from '../support/iot';
import { offerId } from '../support/packages';
import { balanceLinesOf } from '../support/wallet';
import { useTwoApps } from '../support/two-apps';

const PARALLEL = 20;
const BUYER = '8986013300000000001';
const races = useTwoApps('the coupon races');
const { call, loginOn } = races;

describe('coupons taken at once on PostgreSQL by two apps', () => {
  it('20 parallel purchases with one coupon: it is used once, one order is paid and the balance is charged once', async () => {
    const db = races.db();
    await insertSim(db, BUYER, { balance: 100_000 });
    const month30 = await offerId(db, 'demo', 1, '月套餐 30GB');
    const couponId = await giveCoupon(db, BUYER, new Date(), { valueFen: 800 });
    const headers = await loginOn(0, BUYER);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        call(i, 'POST', api.buyPackage.path, headers, { packageId: month30, effect: 'now', couponId, payWith: 'balance', idempotencyKey: randomUUID() }),
      ),
    );
    const won = answers.filter((answer) => answer.code === 0);
    expect(won).toHaveLength(1);
    expect(won[0]?.data).toMatchObject({ amountFen: 2100, discountFen: 800, status: 'paid' });
    expect(answers.filter((answer) => answer.code !== 0).every((answer) => answer.message === '该优惠券已被使用，请选择其他优惠券')).toBe(true);

    const sim = await simRow(db, BUYER);
    const orders = await db.select().from(iotOrders).where(eq(iotOrders.simId, sim?.id ?? 0));
    expect(orders).toHaveLength(1);
    expect(sim?.balance).toBe(100_000 - 2100);
    expect(await balanceLinesOf(db, BUYER)).toEqual([{ reason: 'package', amountFen: -2100 }]);
    const [coupon] = await db.select().from(coupons).where(eq(coupons.id, couponId));
    expect(coupon?.usedOrderId).toBe(orders[0]?.id);
  });

  it('20 different cards exchanging one code at once: exactly one gets its coupons', async () => {
    const db = races.db();
    const cards = Array.from({ length: PARALLEL }, (_, i) => `89860133000000001${String(i).padStart(2, '0')}`);
    for (const card of cards) await insertSim(db, card);
    const headers = await Promise.all(cards.map((card, i) => loginOn(i, card)));
    const answers = await Promise.all(
      headers.map((each, i) => call(i, 'POST', api.exchangeCoupon.path, each, { by: 'code', code: 'simvip-0003', idempotencyKey: randomUUID() })),
    );
    expect(answers.filter((answer) => answer.code === 0)).toHaveLength(1);
    expect(answers.filter((answer) => answer.code !== 0).every((answer) => answer.message === '该兑换码已被使用')).toBe(true);
    const [code] = await db.select().from(couponCodes).where(eq(couponCodes.code, 'SIMVIP-0003'));
    const granted = await db.select().from(coupons).where(eq(coupons.couponCodeId, code?.id ?? 0));
    expect(granted).toHaveLength(2);
    expect(new Set(granted.map((coupon) => coupon.simId))).toEqual(new Set([code?.redeemedSimId]));
  });

  it('20 wrong codes from one card at once, across both apps and many addresses: five count, the rest wait', async () => {
    const db = races.db();
    const guesser = '8986013300000000201';
    await insertSim(db, guesser);
    const headers = await loginOn(0, guesser);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) => call(i, 'POST', api.exchangeCoupon.path, headers, { by: 'code', code: `GUESS-${1000 + i}`, idempotencyKey: randomUUID() })),
    );
    expect(answers.filter((answer) => answer.message === '兑换码不存在，请核对后重试')).toHaveLength(COUPON_CODE_MAX_FAILURES);
    expect(answers.filter((answer) => answer.message.startsWith('兑换码错误次数过多'))).toHaveLength(PARALLEL - COUPON_CODE_MAX_FAILURES);
    const [sim] = await db.select().from(sims).where(eq(sims.simNo, guesser));
    expect(await db.select().from(guesses).where(and(eq(guesses.kind, 'couponCode'), eq(guesses.subject, String(sim?.id))))).toHaveLength(COUPON_CODE_MAX_FAILURES);
  });
});
