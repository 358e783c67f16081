import { randomUUID } from 'node:crypto';
import { api, CARD_TOKEN_HEADER, LOCALE_HEADER, REALNAME_REQUIRED_CODE, RequestHeader } from '@shop/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { connectSandbox, pressCashier } from '../support/payments';
import { cardLogin, DemoCard, renewalRow, setBalance, simRow, useIotApp } from '../support/iot';
import { buy, offerId, ordersOf } from '../support/packages';
import { balanceLinesOf, type Holder, iotOrderRow, startCardPayment, walletGet, walletPost } from '../support/wallet';

const shop = useIotApp();
const GB = 1024;
const holders: Record<'normal' | 'wifi' | 'password' | 'sunrise' | 'needAuth', Holder> = {} as never;
const offers = { month30: 0, month100: 0, year: 0, addon5: 0, addon20: 0, volume: 0, wifiMonth30: 0, sunriseAddon5: 0 };

beforeAll(async () => {
  await connectSandbox(shop);
  for (const [name, simNo] of [
    ['normal', DemoCard.normal],
    ['wifi', DemoCard.wifi],
    ['password', DemoCard.password],
    ['sunrise', DemoCard.viceAndBreak],
    ['needAuth', DemoCard.needAuth],
  ] as const) {
    holders[name] = { simNo, token: await cardLogin(shop.app, simNo, name === 'password' ? { password: '123456' } : {}) };
  }
  // Enough on the cards that buy several packages; the price checks are on card 005's own balance.
  await setBalance(shop.db, [DemoCard.normal, DemoCard.wifi], 100_000);
  const demo = (name: string) => offerId(shop.db, 'demo', 1, name);
  Object.assign(offers, {
    month30: await demo('月套餐 30GB'),
    month100: await demo('月套餐 100GB'),
    year: await demo('年套餐 500GB'),
    addon5: await demo('加油包 5GB'),
    addon20: await demo('加油包 20GB'),
    volume: await demo('流量池 按量计费'),
    wifiMonth30: await offerId(shop.db, 'demo', 2, '月套餐 30GB'),
    sunriseAddon5: await offerId(shop.db, 'sunrise', 1, '加油包 5GB'),
  });
});

const inLocale = (holder: Holder, path: string, locale: string) =>
  shop.app.inject({ method: 'GET', url: path, headers: { [RequestHeader.simNo]: holder.simNo, [CARD_TOKEN_HEADER]: holder.token, [LOCALE_HEADER]: locale } });

const balanceOf = async (simNo: string) => (await simRow(shop.db, simNo)).balance;

describe('packageChoose', () => {
  it("groups the offers of the card's promoter and operator as base plans, add-ons and volume packs, in the visitor's locale", async () => {
    const answer = (await walletGet(shop.app, holders.normal, api.packageChoose.path)).json();
    expect(answer.code).toBe(0);
    expect(answer.data.map((group: { kind: string }) => group.kind)).toEqual(['base', 'addon', 'volume']);
    const [base, addon, volume] = answer.data;
    expect(base.packages.map((offer: { name: string }) => offer.name)).toEqual(['月套餐 30GB', '月套餐 100GB', '年套餐 500GB']);
    expect(base.packages[0]).toEqual({
      id: offers.month30,
      kind: 'base',
      name: '月套餐 30GB',
      flowMb: 30 * GB,
      validity: { count: 1, unit: 2 },
      priceFen: 2900,
      originalFen: 3900,
      vipPriceFen: null,
      effects: ['nextCycle', 'now'],
      renewable: true,
      description: '每月 30GB 全国流量，到期可自动续费',
    });
    expect(addon.packages.map((offer: { effects: string[] }) => offer.effects)).toEqual([['now'], ['now', 'nextCycle']]);
    expect(volume.packages).toHaveLength(1);
    expect(volume.packages[0]).toMatchObject({ id: offers.volume, flowMb: null, effects: ['now'] });
  });

  it('names the offers in English, French, Spanish and Traditional Chinese', async () => {
    const names = async (locale: string) =>
      (await inLocale(holders.normal, api.packageChoose.path, locale)).json().data[0].packages.map((offer: { name: string }) => offer.name)[0];
    expect(await names('en')).toBe('Monthly plan 30 GB');
    expect(await names('fr')).toBe('Forfait mensuel 30 Go');
    expect(await names('es')).toBe('Plan mensual 30 GB');
    expect(await names('zh-Hant')).toBe('月套餐 30GB');
  });

  it("offers only 'now' on a card whose plan never ends, and lists its own promoter's offers", async () => {
    const answer = (await walletGet(shop.app, holders.sunrise, api.packageChoose.path)).json();
    const all = answer.data.flatMap((group: { packages: { id: number; effects: string[] }[] }) => group.packages);
    expect(all.every((offer: { effects: string[] }) => offer.effects.join() === 'now')).toBe(true);
    expect(all.map((offer: { id: number }) => offer.id)).toContain(offers.sunriseAddon5);
    expect(all.map((offer: { id: number }) => offer.id)).not.toContain(offers.addon5);
  });
});

describe('packageDetails', () => {
  it('shows the offer with what paying needs: balance, pay password, the coupons it meets, payment types, cycle end', async () => {
    const answer = (await walletGet(shop.app, holders.normal, api.packageDetails.path, { id: String(offers.addon20) })).json();
    const card = await simRow(shop.db, DemoCard.normal);
    expect(answer.data).toMatchObject({
      offer: { id: offers.addon20, name: '加油包 20GB', priceFen: 2500 },
      balanceFen: card.balance,
      payPassword: { set: false, lockedUntil: null, triesLeft: 5 },
      coupons: [
        expect.objectContaining({ name: '2 张 ¥5 套餐券', valueFen: 500, thresholdFen: 2000, state: 'unused', source: 'code', packages: [] }),
        expect.objectContaining({ name: '2 张 ¥5 套餐券', valueFen: 500, thresholdFen: 2000, state: 'unused', source: 'code', packages: [] }),
      ],
      paymentTypes: ['wechat', 'alipay'],
      cycleEndsAt: card.endAt?.toISOString(),
    });
  });

  it("refuses another operator's package", async () => {
    const answer = (await walletGet(shop.app, holders.normal, api.packageDetails.path, { id: String(offers.wifiMonth30) })).json();
    expect(answer).toMatchObject({ code: -1, message: '该套餐不适用于本卡的运营商' });
  });
});

describe('buyPackage refusals: each its own message, nothing charged', () => {
  it.each([
    ['another operator', () => ({ packageId: offers.wifiMonth30 }), '该套餐不适用于本卡的运营商'],
    ['another promoter', () => ({ packageId: offers.sunriseAddon5 }), '该套餐不在本卡的可购范围内'],
    ['a start the package does not offer', () => ({ packageId: offers.addon5, effect: 'nextCycle' }), '该套餐不支持所选的生效方式'],
    ['a coupon the card does not own', () => ({ packageId: offers.addon5, couponId: 7 }), '所选优惠券不存在或不属于本卡'],
    ['a package that does not exist', () => ({ packageId: 999_999 }), '该套餐已下架或不存在'],
  ])('%s', async (_what, body, message) => {
    const before = await balanceOf(DemoCard.normal);
    const ordersBefore = (await ordersOf(shop.db, DemoCard.normal)).length;
    expect(await buy(shop.app, holders.normal, body())).toMatchObject({ code: -1, message });
    expect(await balanceOf(DemoCard.normal)).toBe(before);
    expect(await ordersOf(shop.db, DemoCard.normal)).toHaveLength(ordersBefore);
  });

  it('a balance that does not cover the price says how much is missing, and writes nothing', async () => {
    const before = await balanceLinesOf(shop.db, DemoCard.password);
    expect(await buy(shop.app, holders.password, { packageId: offers.month30 })).toMatchObject({ code: -1, message: '余额不足，还差 ¥19.10，请先充值' });
    expect(await balanceOf(DemoCard.password)).toBe(990);
    expect(await balanceLinesOf(shop.db, DemoCard.password)).toEqual(before);
    expect(await ordersOf(shop.db, DemoCard.password)).toEqual([]);
    expect((await walletGet(shop.app, holders.password, api.simPackageList.path)).json().data).toHaveLength(2);
  });
});

describe('buying from the balance without a pay password', () => {
  it('charges the price once on the ledger, adds the data now and lists the package in use', async () => {
    const before = await simRow(shop.db, DemoCard.normal);
    const answer = await buy(shop.app, holders.normal, { packageId: offers.addon20 });
    expect(answer).toMatchObject({ code: 0, data: { kind: 'package', status: 'paid', payWith: 'balance', amountFen: 2500 } });
    const after = await simRow(shop.db, DemoCard.normal);
    expect(after.balance).toBe(before.balance - 2500);
    expect(after.totalFlow).toBe(before.totalFlow + 20 * GB);
    expect((await balanceLinesOf(shop.db, DemoCard.normal)).at(-1)).toEqual({ reason: 'package', amountFen: -2500 });
    const info = (await walletGet(shop.app, holders.normal, api.simInfo.path)).json().data;
    expect(info).toMatchObject({ balance: before.balance - 2500, totalFlow: before.totalFlow + 20 * GB });
    const packages = (await walletGet(shop.app, holders.normal, api.simPackageList.path)).json().data;
    expect(packages).toContainEqual(expect.objectContaining({ name: '加油包 20GB', kind: 'addon', totalFlow: 20 * GB, state: 'inUse', current: true }));
  });

  it("titles the card's orders in the reader's locale: the kind and the package's name, or a top-up's amount", async () => {
    const bought = await buy(shop.app, holders.wifi, { packageId: offers.wifiMonth30 });
    expect(bought.data.title).toBe('套餐订购 月套餐 30GB');
    const topUp = (await walletPost(shop.app, holders.wifi, api.createBalanceOrder.path, { amountFen: 3000, idempotencyKey: randomUUID() })).json().data;
    const titles = async (locale: string) =>
      (await inLocale(holders.wifi, `${api.iotOrderList.path}?kind=all&page=1&pageSize=20`, locale)).json().data.list.map((order: { title: string }) => order.title);
    expect(await titles('zh-CN')).toEqual(['余额充值 ¥30.00', '套餐订购 月套餐 30GB']);
    expect(await titles('en')).toEqual(['Top-up ¥30.00', 'Data package Monthly plan 30 GB']);
    expect(await titles('fr')).toEqual(['Recharge ¥30.00', 'Forfait de données Forfait mensuel 30 Go']);
    expect(await titles('zh-TW')).toEqual(['餘額儲值 ¥30.00', '套餐訂購 月套餐 30GB']);
    const detail = await inLocale(holders.wifi, `${api.iotOrderDetail.path}?orderSn=${bought.data.orderSn}`, 'es');
    expect(detail.json().data.title).toBe('Paquete de datos Plan mensual 30 GB');
    expect(topUp.title).toBe('余额充值 ¥30.00');
  });

  it('answers the same order for the same request number and charges once', async () => {
    const idempotencyKey = randomUUID();
    const before = await balanceOf(DemoCard.normal);
    const first = await buy(shop.app, holders.normal, { packageId: offers.addon5, idempotencyKey });
    const again = await buy(shop.app, holders.normal, { packageId: offers.addon5, idempotencyKey });
    expect(again).toEqual(first);
    expect(await balanceOf(DemoCard.normal)).toBe(before - 1000);
  });

  it('queues a next-cycle package from the cycle end: not started, the current figures unchanged', async () => {
    const before = await simRow(shop.db, DemoCard.wifi);
    const answer = await buy(shop.app, holders.wifi, { packageId: offers.wifiMonth30, effect: 'nextCycle' });
    expect(answer.code).toBe(0);
    const after = await simRow(shop.db, DemoCard.wifi);
    expect({ totalFlow: after.totalFlow, endAt: after.endAt }).toEqual({ totalFlow: before.totalFlow, endAt: before.endAt });
    const packages = (await walletGet(shop.app, holders.wifi, api.simPackageList.path)).json().data;
    expect(packages).toContainEqual(
      expect.objectContaining({ name: '月套餐 30GB', kind: 'base', state: 'notStarted', current: false, startAt: before.endAt?.toISOString() }),
    );
  });

  it('a base plan started now opens a new cycle with its data', async () => {
    // Card 003 is not real-name verified: the real-name gate refuses before its empty balance is read.
    const answer = await buy(shop.app, holders.needAuth, { packageId: offers.year });
    expect(answer).toMatchObject({ code: REALNAME_REQUIRED_CODE, message: '按国家规定，订购套餐前需先完成实名认证' });
    await buy(shop.app, holders.wifi, { packageId: offers.wifiMonth30 });
    const after = await simRow(shop.db, DemoCard.wifi);
    expect({ totalFlow: after.totalFlow, useFlow: after.useFlow }).toEqual({ totalFlow: 30 * GB, useFlow: 0 });
    expect(after.endAt && after.endAt > shop.clock.now()).toBe(true);
  });
});

describe('the volume package', () => {
  it('is opened by buying it, shown in the SIM info, closed once, and a second close is refused', async () => {
    expect((await buy(shop.app, holders.normal, { packageId: offers.volume })).code).toBe(0);
    const info = (await walletGet(shop.app, holders.normal, api.simInfo.path)).json().data;
    expect(info).toMatchObject({ volumePackageId: offers.volume, volume: { useFlow: 0, totalMoney: 0 } });
    expect((await walletPost(shop.app, holders.normal, api.closeVolumePackage.path, {})).json()).toMatchObject({ code: 0, data: null });
    expect((await simRow(shop.db, DemoCard.normal)).volume?.closed).toBe(true);
    expect((await walletPost(shop.app, holders.normal, api.closeVolumePackage.path, {})).json()).toMatchObject({
      code: -1,
      message: '流量池套餐已关闭，无需重复操作',
    });
  });

  it('cannot be closed on a card without one', async () => {
    expect((await walletPost(shop.app, holders.wifi, api.closeVolumePackage.path, {})).json()).toMatchObject({ code: -1, message: '本卡没有流量池套餐' });
  });
});

describe('buying online', () => {
  it('orders unpaid, and the sandbox payment applies the package without touching the balance', async () => {
    const balance = await balanceOf(DemoCard.viceAndBreak);
    const order = await buy(shop.app, holders.sunrise, { packageId: offers.sunriseAddon5, payWith: 'online' });
    expect(order).toMatchObject({ code: 0, data: { kind: 'package', status: 'unpaid', payWith: 'online', amountFen: 1000 } });
    expect((await walletGet(shop.app, holders.sunrise, api.simPackageList.path)).json().data).not.toContainEqual(
      expect.objectContaining({ name: '加油包 5GB' }),
    );
    const payment = (await startCardPayment(shop.app, holders.sunrise, order.data.orderSn, 'alipay')).json();
    expect(payment.code).toBe(0);
    await pressCashier(shop, payment.data.paymentSn, 'pay');
    expect(await iotOrderRow(shop.db, order.data.orderSn)).toMatchObject({ status: 'paid', paymentType: 'alipay' });
    expect((await walletGet(shop.app, holders.sunrise, api.simPackageList.path)).json().data).toContainEqual(
      expect.objectContaining({ name: '加油包 5GB', kind: 'addon', state: 'inUse' }),
    );
    expect(await balanceOf(DemoCard.viceAndBreak)).toBe(balance);
  });
});

describe('renewal settings', () => {
  it('lists the renewable offers, sets one, shows it on the SIM home with whether the balance covers it, and clears it', async () => {
    const options = (await walletGet(shop.app, holders.password, api.renewPackageOption.path)).json().data;
    expect(options.options.map((offer: { id: number }) => offer.id)).toEqual([offers.month30, offers.month100]);
    expect(options).toMatchObject({ packageId: null, balanceFen: 990 });
    const set = (await walletPost(shop.app, holders.password, api.simUpdateRenewPackage.path, { packageId: offers.month30 })).json();
    const card = await simRow(shop.db, DemoCard.password);
    expect(set).toEqual({ code: 0, message: expect.any(String), data: { packageId: offers.month30, renewAt: card.endAt?.toISOString() } });
    const info = (await walletGet(shop.app, holders.password, api.simInfo.path)).json().data;
    expect(info.renewal).toEqual({ packageId: offers.month30, name: '月套餐 30GB', priceFen: 2900, renewAt: card.endAt?.toISOString(), covered: false });
    expect((await inLocale(holders.password, api.simInfo.path, 'en')).json().data.renewal.name).toBe('Monthly plan 30 GB');
    await walletPost(shop.app, holders.password, api.simUpdateRenewPackage.path, { packageId: null });
    expect((await walletGet(shop.app, holders.password, api.simInfo.path)).json().data.renewal).toBeNull();
  });

  it.each([
    ['an offer that does not renew', () => offers.year, '该套餐不支持自动续费'],
    ["another operator's offer", () => offers.wifiMonth30, '该套餐不适用于本卡的运营商'],
  ])('refuses %s', async (_what, packageId, message) => {
    const answer = (await walletPost(shop.app, holders.password, api.simUpdateRenewPackage.path, { packageId: packageId() })).json();
    expect(answer).toMatchObject({ code: -1, message });
    expect((await renewalRow(shop.db, DemoCard.password)).renewPackageId).toBeNull();
  });
});
