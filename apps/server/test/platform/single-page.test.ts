import { envelope, singlePageInfo } from '@shop/contract';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { promoters, singlePages } from '../../src/db/schema';
import { aGoods, aPromoter, aSinglePage } from '../../src/seed/factories';
import { useTestApp } from '../support/app';

const shop = useTestApp();

const get = (query: string) => shop.app.inject({ method: 'GET', url: `/api/shop/singlePageInfo${query}` });
const pageOf = async (query: string) => {
  const response = await get(query);
  expect(response.statusCode).toBe(200);
  const body = envelope(singlePageInfo.data).parse(response.json());
  if (!body.data) throw new Error(`No data in ${response.body}`);
  return body.data;
};
const pageCount = async () => (await shop.db.select({ n: count() }).from(singlePages))[0]?.n;

// `north` has no upstream: its pages and products are only the ones made here.
let north: { plan: number; soldOut: number; offSale: number; group1: number };
beforeAll(async () => {
  await shop.services.promoter.save(aPromoter({ promoCode: 'north' }));
  const add = (overrides: Parameters<typeof aGoods>[0]) => shop.services.goods.addGoods(aGoods({ promoCode: 'north', ...overrides }));
  north = {
    plan: await add({ name: '移动 5G 畅享卡 · 月租 29 元' }),
    soldOut: await add({ name: '联通大流量卡 · 月租 29 元', operator: 2, stock: 0 }),
    offSale: await add({ name: '移动 4G 老用户卡 · 已下架', onSale: false }),
    group1: await add({ name: '靓号预存套餐 · 预存 100 元', group: 1 }),
  };
});

describe('GET /api/shop/singlePageInfo', () => {
  it("answers demo's spring page with its birthday-number search and three products in order", async () => {
    const page = await pageOf('?pageCode=spring&promoCode=demo');
    expect(page).toMatchObject({ pageCode: 'spring', title: '春季生日号专场', numberSearch: { pattern: 'MMDD' } });
    expect(page.intro.length).toBeGreaterThan(0);
    expect(page.themeColor).toMatch(/^#[0-9a-f]{6}$/);
    expect(page.goods.map((item) => item.name)).toEqual([
      '移动 5G 畅享卡 · 月租 29 元',
      '联通 5G 畅享卡 · 月租 39 元',
      '电信 5G 畅享卡 · 月租 49 元',
    ]);
    expect(page.goods.map((item) => item.operator)).toEqual([1, 2, 3]);
  });

  it("answers the default promoter's page without a promo code", async () => {
    expect((await pageOf('?pageCode=spring')).title).toBe('春季生日号专场');
  });

  it("answers sunrise's own page", async () => {
    const page = await pageOf('?pageCode=local&promoCode=sunrise');
    expect(page.numberSearch).toEqual({ province: '110000' });
    expect(page.goods.map((item) => item.name)).toEqual(['朝阳 · 移动本地卡 · 月租 18 元', '朝阳 · 联通 5G 卡 · 月租 59 元']);
  });

  it('answers 404 with code -1 for an unknown page, or one outside the promoter’s scope', async () => {
    for (const query of ['?pageCode=nope', '?pageCode=local&promoCode=demo', '?pageCode=spring&promoCode=north']) {
      const response = await get(query);
      expect(response.statusCode, query).toBe(404);
    }
    expect((await get('?pageCode=nope')).json()).toEqual({ code: -1, message: '页面 nope 不存在', data: null });
  });

  it('answers 404 naming an unknown promo code', async () => {
    const response = await get('?pageCode=spring&promoCode=nobody');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: -1, message: '推广码 nobody 不存在', data: null });
  });

  it('shows the products on sale to the visitor in page order: sold out included, off sale and out of scope left out', async () => {
    const [demoProduct] = (await pageOf('?pageCode=spring&promoCode=demo')).goods;
    await shop.services.goods.saveSinglePage(
      aSinglePage({
        promoCode: 'north',
        pageCode: 'north-mix',
        goodsIds: [north.soldOut, north.offSale, demoProduct?.id ?? 0, north.group1, north.plan],
      }),
    );
    const page = await pageOf('?pageCode=north-mix&promoCode=north');
    expect(page.goods.map((item) => [item.id, item.stock])).toEqual([
      [north.soldOut, 0],
      [north.group1, 100],
      [north.plan, 100],
    ]);
    expect(page.numberSearch).toBeNull();
  });

  it("prefers the promoter's own page to its upstream's of the same code", async () => {
    const [northRow] = await shop.db.select({ id: promoters.id }).from(promoters).where(eq(promoters.promoCode, 'north'));
    await shop.services.promoter.save(aPromoter({ promoCode: 'north-shop' }));
    await shop.db.update(promoters).set({ upstreamId: northRow?.id }).where(eq(promoters.promoCode, 'north-shop'));
    await shop.services.goods.saveSinglePage(aSinglePage({ promoCode: 'north', pageCode: 'sale', title: '北方总店特惠' }));
    expect((await pageOf('?pageCode=sale&promoCode=north-shop')).title).toBe('北方总店特惠');

    await shop.services.goods.saveSinglePage(aSinglePage({ promoCode: 'north-shop', pageCode: 'sale', title: '北方分店特惠' }));
    expect((await pageOf('?pageCode=sale&promoCode=north-shop')).title).toBe('北方分店特惠');
    expect((await pageOf('?pageCode=sale&promoCode=north')).title).toBe('北方总店特惠');
  });

  it('replaces a saved page of the same code', async () => {
    await shop.services.goods.saveSinglePage(aSinglePage({ promoCode: 'north', pageCode: 'again', title: '第一版' }));
    const before = await pageCount();
    await shop.services.goods.saveSinglePage(
      aSinglePage({ promoCode: 'north', pageCode: 'again', title: '第二版', numberSearch: { operator: 1, endsWith: '8' } }),
    );
    expect(await pageCount()).toBe(before);
    expect(await pageOf('?pageCode=again&promoCode=north')).toMatchObject({ title: '第二版', numberSearch: { operator: 1, endsWith: '8' } });
  });

  it.each([
    ['no page code', '', /^pageCode：/],
    ['a page code with illegal characters', '?pageCode=a%2Fb', /^pageCode：页面代码只能包含字母、数字、下划线和短横线$/],
    ['a page code longer than 32', `?pageCode=${'a'.repeat(33)}`, /^pageCode：页面代码只能包含字母、数字、下划线和短横线$/],
    ['a bad promo code', '?pageCode=spring&promoCode=bad!code', /^promoCode：推广码只能包含字母、数字、下划线和短横线，最长 32 位$/],
  ])('refuses %s with 400 naming the field', async (_case, query, message) => {
    const before = await pageCount();
    const response = await get(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: -1, data: null, message: expect.stringMatching(message) });
    expect(await pageCount()).toBe(before);
  });
});

describe('saving a featured page', () => {
  it('refuses a page code no visitor could ask for, or an unknown promoter, writing nothing', async () => {
    const before = await pageCount();
    await expect(shop.services.goods.saveSinglePage(aSinglePage({ pageCode: 'no spaces' }))).rejects.toThrow();
    await expect(shop.services.goods.saveSinglePage(aSinglePage({ promoCode: 'nobody' }))).rejects.toThrow('推广码 nobody 不存在');
    expect(await pageCount()).toBe(before);
  });
});
