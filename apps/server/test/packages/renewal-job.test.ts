import { api, BIND_PHONE_MODE, SIM_STATUS } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { smsOutbox } from '../../src/db/schema';
import { cardLogin, insertSim, renewalRow, simRow, useIotApp } from '../support/iot';
import { offerId, ordersOf } from '../support/packages';
import { balanceLinesOf, walletGet } from '../support/wallet';

const shop = useIotApp();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const GB = 1024;
/** 10:00 in China: a cycle ending before midnight there ends today. */
const T = new Date('2026-03-10T02:00:00.000Z');
const at = (ms: number) => new Date(T.getTime() + ms);
const Card = {
  coveredEnded: '8986019900000000001',
  coveredToday: '8986019900000000002',
  shortEnded: '8986019900000000003',
  shortToday: '8986019900000000004',
  shortSoon: '8986019900000000005',
  shortLater: '8986019900000000006',
  noRenewal: '8986019900000000007',
  unverified: '8986019900000000008',
  mustBindPhone: '8986019900000000009',
} as const;
let month30: number;

const sentTo = (mobile: string) => shop.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, mobile));

beforeAll(async () => {
  shop.clock.current = T;
  month30 = await offerId(shop.db, 'demo', 1, '月套餐 30GB');
  const card = (simNo: string, endAt: Date, balance: number, extra: Record<string, unknown> = {}) =>
    insertSim(shop.db, simNo, { endAt, balance, renewPackageId: month30, useFlow: 5 * GB, ...extra });
  await card(Card.coveredEnded, at(-HOUR), 5000);
  await card(Card.coveredToday, at(3 * HOUR), 3000);
  await card(Card.shortEnded, at(-2 * HOUR), 100);
  await card(Card.shortToday, at(2 * HOUR), 100);
  await card(Card.shortSoon, at(2.5 * DAY), 100, { boundMobile: '13900000005' });
  await card(Card.shortLater, at(5 * DAY), 100, { boundMobile: '13900000006' });
  await card(Card.noRenewal, at(-HOUR), 5000, { renewPackageId: null });
  await card(Card.unverified, at(-HOUR), 5000, { needAuth: true });
  await card(Card.mustBindPhone, at(-HOUR), 5000, { bindPhoneMode: BIND_PHONE_MODE.required });
});

describe('the renewal job', () => {
  it('renews each covered card due today once, lapses an uncovered one whose cycle has ended, and notices the ones short within 3 days', async () => {
    // The two cards held by the card gate lapse too (below).
    expect(await shop.services.packages.renew()).toEqual({ renewed: 2, lapsed: 3, noticed: 2 });

    const renewed = await simRow(shop.db, Card.coveredEnded);
    // 09:00 on 10 March in China, a month on: 09:00 on 10 April.
    expect(renewed).toMatchObject({ balance: 2100, totalFlow: 30 * GB, useFlow: 0, endAt: new Date('2026-04-10T01:00:00.000Z') });
    expect((await balanceLinesOf(shop.db, Card.coveredEnded)).at(-1)).toEqual({ reason: 'renewal', amountFen: -2900 });
    expect(await ordersOf(shop.db, Card.coveredEnded)).toEqual([{ kind: 'renewal', status: 'paid', amountFen: 2900, renewsCycleEnd: at(-HOUR) }]);
    const holder = { simNo: Card.coveredEnded, token: await cardLogin(shop.app, Card.coveredEnded) };
    expect((await walletGet(shop.app, holder, api.simPackageList.path)).json().data).toContainEqual(
      expect.objectContaining({ name: '月套餐 30GB', kind: 'base', state: 'inUse', endAt: '2026-04-10T01:00:00.000Z' }),
    );
    expect((await walletGet(shop.app, holder, api.simInfo.path)).json().data.renewal).toMatchObject({ renewAt: '2026-04-10T01:00:00.000Z', covered: false });

    expect(await simRow(shop.db, Card.coveredToday)).toMatchObject({ balance: 100, endAt: new Date('2026-04-10T05:00:00.000Z') });

    const lapsed = await simRow(shop.db, Card.shortEnded);
    expect(lapsed).toMatchObject({ balance: 100, simStatus: SIM_STATUS.suspended, endAt: at(-2 * HOUR) });
    expect(await ordersOf(shop.db, Card.shortEnded)).toEqual([{ kind: 'renewal', status: 'closed', amountFen: 2900, renewsCycleEnd: at(-2 * HOUR) }]);
    expect(await balanceLinesOf(shop.db, Card.shortEnded)).toEqual([]);

    expect(await simRow(shop.db, Card.shortToday)).toMatchObject({ simStatus: SIM_STATUS.normal });
    expect(await renewalRow(shop.db, Card.shortToday)).toMatchObject({ renewalNoticeFor: at(2 * HOUR) });
    expect(await ordersOf(shop.db, Card.shortToday)).toEqual([]);
    expect(await simRow(shop.db, Card.noRenewal)).toMatchObject({ balance: 5000, endAt: at(-HOUR) });
  });

  it('renews no card held by the card gate (real-name, or a mobile to bind first): its balance stays and its line lapses as an uncovered one does', async () => {
    for (const simNo of [Card.unverified, Card.mustBindPhone]) {
      expect(await simRow(shop.db, simNo)).toMatchObject({ balance: 5000, endAt: at(-HOUR), simStatus: SIM_STATUS.suspended });
      expect(await ordersOf(shop.db, simNo)).toMatchObject([{ kind: 'renewal', status: 'closed' }]);
      expect(await balanceLinesOf(shop.db, simNo)).toEqual([]);
    }
  });

  it('texts the bound mobile once, 3 days before, when the balance will not cover the renewal', async () => {
    const sent = await sentTo('13900000005');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.text).toContain('2026-03-12');
    expect(sent[0]?.text).toContain('月套餐 30GB');
    expect(sent[0]?.text).toContain('¥29.00');
    expect((await renewalRow(shop.db, Card.shortSoon)).renewalNoticeFor).toEqual(at(2.5 * DAY));
    expect(await sentTo('13900000006')).toEqual([]);
  });

  it('does nothing twice: a second run renews, lapses and texts no card again', async () => {
    expect(await shop.services.packages.renew()).toEqual({ renewed: 0, lapsed: 0, noticed: 0 });
    expect(await ordersOf(shop.db, Card.coveredEnded)).toHaveLength(1);
    expect(await sentTo('13900000005')).toHaveLength(1);
  });

  it('lapses a line due later today once its cycle has ended, and notices the next card when it comes within 3 days', async () => {
    shop.clock.advance(3 * HOUR);
    expect(await shop.services.packages.renew()).toEqual({ renewed: 0, lapsed: 1, noticed: 0 });
    expect(await simRow(shop.db, Card.shortToday)).toMatchObject({ simStatus: SIM_STATUS.suspended });
    shop.clock.advance(2 * DAY);
    expect((await shop.services.packages.renew()).noticed).toBe(1);
    expect(await sentTo('13900000006')).toHaveLength(1);
  });

  it('runs twice at once and still renews each card once', async () => {
    const now = shop.clock.now();
    const simNos = Array.from({ length: 12 }, (_, i) => `89860199000000001${String(i).padStart(2, '0')}`);
    for (const simNo of simNos) await insertSim(shop.db, simNo, { endAt: new Date(now.getTime() - HOUR), balance: 3000, renewPackageId: month30 });
    const runs = await Promise.all([shop.services.packages.renew(), shop.services.packages.renew()]);
    expect(runs.reduce((sum, run) => sum + run.renewed, 0)).toBe(simNos.length);
    for (const simNo of simNos) {
      expect(await ordersOf(shop.db, simNo)).toHaveLength(1);
      expect((await simRow(shop.db, simNo)).balance).toBe(100);
    }
  });
});
