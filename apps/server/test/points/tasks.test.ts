import { randomUUID } from 'node:crypto';
import { api, CARD_TOKEN_HEADER, LOCALE_HEADER, RequestHeader } from '@shop/contract';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { pointsOrders, pointsShopGoods, signIns, taskCompletions, tasks, vipPlans } from '../../src/db/schema';
import { chinaDay } from '../../src/lib/china-time';
import { movePoints } from '../../src/modules/points/service';
import { giveCoupon } from '../support/coupons';
import { cardLogin, DemoCard, insertSim, simRow, useIotApp } from '../support/iot';
import { buy, offerId } from '../support/packages';
import { connectSandbox, pressCashier } from '../support/payments';
import { pointsLinesOf, pointsMismatches, signIn, taskCenter } from '../support/points';
import { type Holder, rechargeOrder, startCardPayment, walletGet, walletPost } from '../support/wallet';

const shop = useIotApp();
const DAY = 86_400_000;
/** 10:00 on 10 March 2026 in China. */
const T = new Date('2026-03-10T02:00:00.000Z');
const Card = {
  signer: '8986014400000000001',
  member: '8986014400000000002',
  buyer: '8986014400000000003',
  online: '8986014400000000004',
  free: '8986014400000000005',
  sunrise: '8986014400000000006',
} as const;
const holders = {} as Record<keyof typeof Card, Holder>;

const ALREADY_SIGNED = '今天已经签到过了，明天再来吧';

const inLocale = async (holder: Holder, method: 'GET' | 'POST', path: string, locale: string, query: Record<string, string> = {}) =>
  (
    await shop.app.inject({
      method,
      url: path,
      query,
      headers: { [RequestHeader.simNo]: holder.simNo, [CARD_TOKEN_HEADER]: holder.token, [LOCALE_HEADER]: locale },
      ...(method === 'POST' ? { payload: {} } : {}),
    })
  ).json();

const integralOf = async (simNo: string) => (await simRow(shop.db, simNo)).integral;

/** Pays a card order in the sandbox cashier. */
const payOnline = async (holder: Holder, orderSn: string): Promise<void> => {
  const answer = (await startCardPayment(shop.app, holder, orderSn, 'alipay')).json();
  expect(answer.code).toBe(0);
  await pressCashier(shop, answer.data.paymentSn, 'pay');
};

const topUp = async (holder: Holder, amountFen: number) => payOnline(holder, (await rechargeOrder(shop.app, holder, amountFen)).orderSn);

const completionsOf = async (simNo: string) => {
  const { id } = await simRow(shop.db, simNo);
  return shop.db.select({ taskId: taskCompletions.taskId, points: taskCompletions.points }).from(taskCompletions).where(eq(taskCompletions.simId, id));
};

const bonusOfDay = (day: number): number => (day === 3 ? 10 : day === 7 ? 30 : 0);

beforeAll(async () => {
  shop.clock.current = T;
  await connectSandbox(shop);
  for (const [name, simNo] of Object.entries(Card)) {
    await insertSim(shop.db, simNo, { integral: 0, balance: 100_000, ...(name === 'sunrise' ? { promoCode: 'sunrise' } : {}) });
    holders[name as keyof typeof Card] = { simNo, token: await cardLogin(shop.app, simNo) };
  }
  // The sunrise promoter offers no tasks in this file.
  await shop.db.delete(tasks).where(eq(tasks.promoCode, 'sunrise'));
});

describe('taskCenter', () => {
  it("lists the promoter's tasks in their order with the card's progress, the sign-in cycle, its points and multiplier 1 without a membership", async () => {
    const data = await taskCenter(shop.app, holders.signer);
    expect(data).toMatchObject({ integral: 0, multiplier: 1, signIn: { signedToday: false, streak: 0 } });
    expect(data.signIn.days).toEqual(Array.from({ length: 7 }, (_, i) => ({ day: i + 1, points: 5, bonus: bonusOfDay(i + 1), signed: false })));
    expect(data.tasks.map((task: { kind: string; name: string; rewardPoints: number; done: boolean; doneAt: string | null }) => [task.kind, task.name, task.rewardPoints, task.done, task.doneAt])).toEqual([
      ['signIn', '每日签到', 5, false, null],
      ['firstRecharge', '首次充值', 50, false, null],
      ['buyPackage', '订购套餐', 30, false, null],
      ['realName', '完成实名认证', 100, false, null],
      ['bindPhone', '绑定手机号', 20, false, null],
    ]);
  });

  it("names the tasks in the reader's locale", async () => {
    const names = async (locale: string) => (await inLocale(holders.signer, 'GET', api.taskCenter.path, locale)).data.tasks.map((task: { name: string }) => task.name);
    expect(await names('en')).toEqual(['Daily sign-in', 'First top-up', 'Buy a package', 'Complete real-name verification', 'Bind a phone number']);
    expect(await names('zh-Hant')).toEqual(['每日簽到', '首次儲值', '訂購套餐', '完成實名認證', '綁定手機號']);
    expect((await inLocale(holders.signer, 'GET', api.taskCenter.path, 'fr')).data.tasks[0]).toMatchObject({
      name: 'Pointage quotidien',
      description: '5 points par jour ; 10 de plus au 3e jour consécutif et 30 de plus au 7e',
    });
  });

  it('shows the multiplier of a membership while it is in force, and 1 again once it has ended', async () => {
    shop.clock.current = T;
    const [monthly] = await shop.db.select({ id: vipPlans.id }).from(vipPlans).where(and(eq(vipPlans.promoCode, 'demo'), eq(vipPlans.name, '月度会员')));
    const bought = (await walletPost(shop.app, holders.member, api.createVipOrder.path, { vipId: monthly?.id, payWith: 'balance', idempotencyKey: randomUUID() })).json();
    expect(bought.code).toBe(0);
    expect((await taskCenter(shop.app, holders.member)).multiplier).toBe(2);
    // A month on, the membership is over (the card logs in again: its session has ended too).
    shop.clock.current = new Date(T.getTime() + 40 * DAY);
    const later = { simNo: Card.member, token: await cardLogin(shop.app, Card.member) };
    expect((await taskCenter(shop.app, later)).multiplier).toBe(1);
  });
});

describe('generalSignIn', () => {
  it("credits the day's points once a day and refuses a second sign-in that day, in the reader's locale, crediting nothing", async () => {
    shop.clock.current = T;
    expect(await signIn(shop.app, holders.signer)).toMatchObject({ code: 0, data: { points: 5, bonus: 0, streak: 1, integral: 5 } });
    expect(await signIn(shop.app, holders.signer)).toEqual({ code: -1, message: ALREADY_SIGNED, data: null });
    const refusals = await Promise.all(['zh-Hant', 'en', 'fr', 'es'].map(async (locale) => (await inLocale(holders.signer, 'POST', api.generalSignIn.path, locale)).message));
    expect(refusals).toEqual([
      '今天已經簽到過了，明天再來吧',
      'You have already signed in today. Come back tomorrow',
      "Vous avez déjà pointé aujourd'hui. Revenez demain",
      'Ya te has registrado hoy. Vuelve mañana',
    ]);
    expect(await integralOf(Card.signer)).toBe(5);
    expect(await pointsLinesOf(shop.db, Card.signer)).toEqual([{ reason: 'signIn', amount: 5, balanceAfter: 5 }]);

    const data = await taskCenter(shop.app, holders.signer);
    expect(data.signIn).toMatchObject({ signedToday: true, streak: 1 });
    expect(data.signIn.days.map((day: { signed: boolean }) => day.signed)).toEqual([true, false, false, false, false, false, false]);
    expect(data.tasks[0]).toMatchObject({ kind: 'signIn', done: true, doneAt: T.toISOString() });
  });

  it("keeps to China's calendar day: 15:59:59 UTC is still the same day, 16:00 UTC the next one", async () => {
    shop.clock.current = new Date('2026-03-10T15:59:59.000Z');
    expect((await signIn(shop.app, holders.signer)).message).toBe(ALREADY_SIGNED);
    shop.clock.current = new Date('2026-03-10T16:00:00.000Z');
    expect(await signIn(shop.app, holders.signer)).toMatchObject({ code: 0, data: { points: 5, bonus: 0, streak: 2, integral: 10 } });
  });

  it('continues the streak day after day, with the bonus on days 3 and 7 of each cycle, the cycle starting again after day 7', async () => {
    let integral = 10;
    for (let day = 3; day <= 10; day += 1) {
      shop.clock.current = new Date(`2026-03-${9 + day}T02:00:00.000Z`);
      if (day === 8) {
        // A new cycle: yesterday's streak of 7 lives on, and none of the new cycle's days is signed yet.
        const state = (await taskCenter(shop.app, holders.signer)).signIn;
        expect(state).toMatchObject({ signedToday: false, streak: 7 });
        expect(state.days.every((each: { signed: boolean }) => !each.signed)).toBe(true);
      }
      const bonus = bonusOfDay(((day - 1) % 7) + 1);
      integral += 5 + bonus;
      expect(await signIn(shop.app, holders.signer)).toMatchObject({ code: 0, data: { points: 5, bonus, streak: day, integral } });
    }
    const state = (await taskCenter(shop.app, holders.signer)).signIn;
    expect(state.days.map((day: { signed: boolean }) => day.signed)).toEqual([true, true, true, false, false, false, false]);
    expect(integral).toBe(100);
  });

  it('starts the streak again at 1 after a missed day', async () => {
    shop.clock.current = new Date('2026-03-21T02:00:00.000Z');
    expect((await taskCenter(shop.app, holders.signer)).signIn).toMatchObject({ signedToday: false, streak: 0 });
    expect(await signIn(shop.app, holders.signer)).toMatchObject({ code: 0, data: { points: 5, bonus: 0, streak: 1, integral: 105 } });
  });

  it("multiplies the day's points and the bonus by the membership's multiplier", async () => {
    shop.clock.current = new Date(T.getTime() + 2 * DAY);
    const { id } = await simRow(shop.db, Card.member);
    await shop.db.insert(signIns).values([
      { simId: id, day: chinaDay(T), streak: 1, points: 5, bonus: 0 },
      { simId: id, day: chinaDay(T.getTime() + DAY), streak: 2, points: 5, bonus: 0 },
    ]);
    expect(await signIn(shop.app, holders.member)).toMatchObject({ code: 0, data: { points: 10, bonus: 20, streak: 3, integral: 30 } });
    expect(await pointsLinesOf(shop.db, Card.member)).toEqual([
      { reason: 'signIn', amount: 10, balanceAfter: 10 },
      { reason: 'streak', amount: 20, balanceAfter: 30 },
    ]);
  });

  it('is refused in words where the promoter has no sign-in, and its task centre lists nothing', async () => {
    expect(await signIn(shop.app, holders.sunrise)).toEqual({ code: -1, message: '本卡暂无每日签到活动', data: null });
    expect((await inLocale(holders.sunrise, 'POST', api.generalSignIn.path, 'en')).message).toBe('There is no daily sign-in for this card');
    expect(await taskCenter(shop.app, holders.sunrise)).toEqual({ integral: 0, multiplier: 1, signIn: null, tasks: [] });
  });
});

describe('one-off tasks completed by their events', () => {
  it('credits the first top-up once: a second top-up credits nothing', async () => {
    shop.clock.current = T;
    await topUp(holders.buyer, 1000);
    expect(await integralOf(Card.buyer)).toBe(50);
    await topUp(holders.buyer, 3000);
    expect(await integralOf(Card.buyer)).toBe(50);
    expect(await pointsLinesOf(shop.db, Card.buyer)).toEqual([{ reason: 'task', amount: 50, balanceAfter: 50 }]);
    const data = await taskCenter(shop.app, holders.buyer);
    expect(data.tasks.find((task: { kind: string }) => task.kind === 'firstRecharge')).toMatchObject({ done: true, doneAt: T.toISOString() });
  });

  it('credits a package bought from the balance once: a second package credits nothing', async () => {
    const month30 = await offerId(shop.db, 'demo', 1, '月套餐 30GB');
    expect((await buy(shop.app, holders.buyer, { packageId: month30 })).code).toBe(0);
    expect(await integralOf(Card.buyer)).toBe(80);
    expect((await buy(shop.app, holders.buyer, { packageId: await offerId(shop.db, 'demo', 1, '加油包 5GB') })).code).toBe(0);
    expect(await integralOf(Card.buyer)).toBe(80);
    expect((await completionsOf(Card.buyer)).map((row) => row.points).sort()).toEqual([30, 50]);
  });

  it('credits a package paid online when its payment arrives, and one a coupon paid in full', async () => {
    const month30 = await offerId(shop.db, 'demo', 1, '月套餐 30GB');
    const order = await buy(shop.app, holders.online, { packageId: month30, payWith: 'online' });
    expect(order.data.status).toBe('unpaid');
    expect(await integralOf(Card.online)).toBe(0);
    await payOnline(holders.online, order.data.orderSn);
    expect(await pointsLinesOf(shop.db, Card.online)).toEqual([{ reason: 'task', amount: 30, balanceAfter: 30 }]);

    const couponId = await giveCoupon(shop.db, Card.free, shop.clock.current, { valueFen: 5000 });
    const free = await buy(shop.app, holders.free, { packageId: month30, couponId, payWith: 'online' });
    expect(free.data).toMatchObject({ status: 'paid', amountFen: 0 });
    expect(await pointsLinesOf(shop.db, Card.free)).toEqual([{ reason: 'task', amount: 30, balanceAfter: 30 }]);
  });

  it("gives nothing where the promoter has no such task", async () => {
    await topUp(holders.sunrise, 1000);
    expect((await simRow(shop.db, Card.sunrise)).balance).toBe(101_000);
    expect(await integralOf(Card.sunrise)).toBe(0);
    expect(await pointsLinesOf(shop.db, Card.sunrise)).toEqual([]);
  });
});

describe('simIntegralLogList', () => {
  it('pages the ledger newest first with the reason, the amount, the points after and the task it is about', async () => {
    const page = async (n: number) => (await inLocale(holders.signer, 'GET', api.simIntegralLogList.path, 'en', { page: String(n), pageSize: '5' })).data;
    const first = await page(1);
    expect(first).toMatchObject({ page: 1, pageSize: 5, hasMore: true });
    expect(first.list.map(({ reason, amount, balanceAfter, subject, orderSn }: Record<string, unknown>) => ({ reason, amount, balanceAfter, subject, orderSn }))).toEqual([
      { reason: 'signIn', amount: 5, balanceAfter: 105, subject: 'Daily sign-in', orderSn: null },
      { reason: 'streak', amount: 10, balanceAfter: 100, subject: 'Daily sign-in', orderSn: null },
      { reason: 'signIn', amount: 5, balanceAfter: 90, subject: 'Daily sign-in', orderSn: null },
      { reason: 'signIn', amount: 5, balanceAfter: 85, subject: 'Daily sign-in', orderSn: null },
      { reason: 'signIn', amount: 5, balanceAfter: 80, subject: 'Daily sign-in', orderSn: null },
    ]);
    expect(first.list[0].createdAt).toEqual(expect.any(String));
    const last = await page(3);
    expect(last).toMatchObject({ page: 3, hasMore: false });
    expect(last.list.map((line: { reason: string; balanceAfter: number }) => [line.reason, line.balanceAfter])).toEqual([
      ['streak', 25],
      ['signIn', 15],
      ['signIn', 10],
      ['signIn', 5],
    ]);
  });

  it("names the item of a points order on purchase and refund lines, translated while the item keeps the name it was ordered under", async () => {
    const { id: simId } = await simRow(shop.db, Card.buyer);
    const [goods] = await shop.db
      .insert(pointsShopGoods)
      .values({ promoCode: 'demo', kind: 'balance', name: '¥5 话费', translations: { en: { name: '¥5 balance credit' } }, cover: '/cover.png', points: 30, stock: 10, creditFen: 500 })
      .returning({ id: pointsShopGoods.id });
    const order = (orderSn: string, goodsName: string) => ({
      orderSn,
      simId,
      goodsId: goods?.id ?? 0,
      kind: 'balance' as const,
      goodsName,
      cover: '/cover.png',
      quantity: 1,
      points: 30,
      cashFen: 0,
      status: 'completed' as const,
      delivery: 'card' as const,
    });
    const [kept, renamed] = await shop.db
      .insert(pointsOrders)
      .values([order('PS0001', '¥5 话费'), order('PS0002', '¥5 话费（旧款）')])
      .returning({ id: pointsOrders.id });
    await shop.db.transaction(async (tx) => {
      await movePoints(tx, simId, [{ reason: 'purchase', amount: -30, pointsOrderId: kept?.id }]);
      await movePoints(tx, simId, [{ reason: 'refund', amount: 30, pointsOrderId: kept?.id }]);
      await movePoints(tx, simId, [{ reason: 'purchase', amount: -30, pointsOrderId: renamed?.id }]);
    });
    const lines = (await inLocale(holders.buyer, 'GET', api.simIntegralLogList.path, 'en')).data.list;
    expect(lines.map(({ reason, amount, balanceAfter, subject, orderSn }: Record<string, unknown>) => ({ reason, amount, balanceAfter, subject, orderSn }))).toEqual([
      { reason: 'purchase', amount: -30, balanceAfter: 50, subject: '¥5 话费（旧款）', orderSn: 'PS0002' },
      { reason: 'refund', amount: 30, balanceAfter: 80, subject: '¥5 balance credit', orderSn: 'PS0001' },
      { reason: 'purchase', amount: -30, balanceAfter: 50, subject: '¥5 balance credit', orderSn: 'PS0001' },
      { reason: 'task', amount: 30, balanceAfter: 80, subject: 'Buy a package', orderSn: null },
      { reason: 'task', amount: 50, balanceAfter: 50, subject: 'First top-up', orderSn: null },
    ]);
    expect((await walletGet(shop.app, holders.buyer, api.simIntegralLogList.path)).json().data.list[3].subject).toBe('订购套餐');
  });
});

describe('the demo seed', () => {
  it('opens the normal card with 2,000 points: its opening line and two days of sign-ins, so today is day 3 with its bonus', async () => {
    expect(await integralOf(DemoCard.normal)).toBe(2000);
    expect(await pointsLinesOf(shop.db, DemoCard.normal)).toEqual([
      { reason: 'opening', amount: 1990, balanceAfter: 1990 },
      { reason: 'signIn', amount: 5, balanceAfter: 1995 },
      { reason: 'signIn', amount: 5, balanceAfter: 2000 },
    ]);
    const { id } = await simRow(shop.db, DemoCard.normal);
    const [last] = await shop.db.select().from(signIns).where(eq(signIns.simId, id)).orderBy(desc(signIns.day)).limit(1);
    // The day after the seeded history, whenever the seed ran.
    shop.clock.current = new Date((last?.createdAt.getTime() ?? 0) + DAY);
    const holder = { simNo: DemoCard.normal, token: await cardLogin(shop.app, DemoCard.normal) };
    expect((await taskCenter(shop.app, holder)).signIn).toMatchObject({ signedToday: false, streak: 2 });
    expect(await signIn(shop.app, holder)).toMatchObject({ code: 0, data: { points: 5, bonus: 10, streak: 3, integral: 2015 } });
  });
});

describe('the points ledger', () => {
  it("sums to every card's points after all of the above", async () => {
    expect(await pointsMismatches(shop.db)).toEqual([]);
  });
});
