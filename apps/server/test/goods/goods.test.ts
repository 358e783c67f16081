import { envelope, goodsList } from '@shop/contract';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { goods, promoters } from '../../src/db/schema';
import { demoGoods } from '../../src/seed/demo-goods';
import { aGoods, aPromoter } from '../../src/seed/factories';
import { useTestApp } from '../support/app';

const shop = useTestApp();

const get = (query = '') => shop.app.inject({ method: 'GET', url: `/api/shop/goodsList${query}` });
const listOf = async (query = '') => {
  const response = await get(query);
  expect(response.statusCode).toBe(200);
  const body = envelope(goodsList.data).parse(response.json());
  if (!body.data) throw new Error(`No data in ${response.body}`);
  return body.data;
};
const namesOf = async (query = '') => (await listOf(query)).list.map((item) => item.name);

const demoNames = demoGoods.filter((item) => item.promoCode === 'demo').map((item) => item.name);
const goodsCount = async () => (await shop.db.select({ n: count() }).from(goods))[0]?.n;

// `north` has no upstream, so its shelf holds exactly what these tests put there.
let north: { numbers: number; plan: number; offSale: number };
beforeAll(async () => {
  await shop.services.promoter.save(aPromoter({ promoCode: 'north' }));
  const add = shop.services.goods.addGoods;
  north = {
    numbers: await add(aGoods({ promoCode: 'north', name: '靓号预存套餐 · 预存 100 元', group: 1, sort: 1 })),
    plan: await add(aGoods({ promoCode: 'north', name: '移动 5G 畅享卡 · 月租 29 元', sort: 2 })),
    offSale: await add(aGoods({ promoCode: 'north', name: '移动 4G 老用户卡 · 已下架', onSale: false, sort: 3 })),
  };
});

describe('GET /api/shop/goodsList', () => {
  it("lists the promoter's SIM cards of group 2 in its sort order", async () => {
    const data = await listOf('?promoCode=demo');
    expect(data.list.map((item) => item.name)).toEqual(demoNames);
    expect(data).toMatchObject({ page: 1, pageSize: 20, hasMore: false });
    expect(data.list[0]).toMatchObject({
      name: '移动 5G 畅享卡 · 月租 29 元',
      group: 2,
      operator: 1,
      priceFen: 2900,
      monthlyFen: 2900,
      dataMb: 30 * 1024,
      voiceMinutes: 100,
      cover: '/shop/goods/mobile-5g.svg',
      images: ['/shop/goods/mobile-5g.svg'],
    });
    expect(data.list[0]?.details.length).toBeGreaterThan(1);
  });

  it("answers the default promoter's goods without a promo code", async () => {
    expect(await namesOf()).toEqual(demoNames);
  });

  it('shows group 2 by default and another group when asked', async () => {
    expect(await namesOf('?promoCode=north')).toEqual(['移动 5G 畅享卡 · 月租 29 元']);
    expect(await namesOf('?promoCode=north&group=1')).toEqual(['靓号预存套餐 · 预存 100 元']);
    expect(await namesOf('?promoCode=north&group=3')).toEqual([]);
  });

  it('filters by operator', async () => {
    const data = await listOf('?promoCode=demo&operator=2');
    expect(data.list.map((item) => item.operator)).toEqual([2, 2]);
    expect(data.list.map((item) => item.name)).toEqual(['联通 5G 畅享卡 · 月租 39 元', '联通大流量卡 · 月租 29 元']);
  });

  it('sorts by price both ways, keeping the sort order among equal prices', async () => {
    const ascending = (await listOf('?promoCode=demo&sort=priceAsc')).list;
    expect(ascending.map((item) => item.priceFen)).toEqual([900, 1900, 1900, 2900, 2900, 3800, 3900, 4900]);
    expect(ascending.slice(1, 3).map((item) => item.name)).toEqual(['移动大流量卡 · 月租 19 元', '电信大流量卡 · 月租 19 元']);
    const descending = (await listOf('?promoCode=demo&sort=priceDesc')).list;
    expect(descending.map((item) => item.priceFen)).toEqual([4900, 3900, 3800, 2900, 2900, 1900, 1900, 900]);
    expect(await namesOf('?promoCode=demo&sort=default')).toEqual(demoNames);
  });

  it('pages the list and says whether more follows', async () => {
    const pages = [];
    for (let page = 1; page <= 4; page += 1) pages.push(await listOf(`?promoCode=demo&pageSize=3&page=${page}`));
    expect(pages.map((data) => [data.list.length, data.hasMore])).toEqual([
      [3, true],
      [3, true],
      [2, false],
      [0, false],
    ]);
    expect(pages.flatMap((data) => data.list.map((item) => item.name))).toEqual(demoNames);
    expect(pages[1]).toMatchObject({ page: 2, pageSize: 3 });
    const exact = await listOf('?promoCode=demo&pageSize=8');
    expect([exact.list.length, exact.hasMore]).toEqual([8, false]);
  });

  it('lists a sold-out product with stock 0', async () => {
    const data = await listOf('?promoCode=demo&operator=2');
    expect(data.list.find((item) => item.name === '联通大流量卡 · 月租 29 元')?.stock).toBe(0);
  });

  it('finds one product by id whatever its group', async () => {
    const data = await listOf(`?promoCode=north&id=${north.numbers}`);
    expect(data.list.map((item) => [item.id, item.group])).toEqual([[north.numbers, 1]]);
    expect(data.hasMore).toBe(false);
    expect((await listOf(`?promoCode=north&id=${north.plan}&group=7`)).list.map((item) => item.id)).toEqual([north.plan]);
  });

  it('answers an empty list for an id that is off sale, unknown or out of scope', async () => {
    const [demoProduct] = (await listOf('?promoCode=demo&pageSize=1')).list;
    for (const id of [north.offSale, 2_000_000_000, demoProduct?.id]) {
      expect((await listOf(`?promoCode=north&id=${id}`)).list).toEqual([]);
    }
  });

  it("hides off-sale products and other promoters' products", async () => {
    expect(await namesOf('?promoCode=north')).not.toContain('移动 4G 老用户卡 · 已下架');
    const sunrise = await namesOf('?promoCode=sunrise');
    for (const name of sunrise) expect(demoNames.includes(name) || name.startsWith('朝阳')).toBe(true);
    expect(await namesOf('?promoCode=demo&operator=1')).not.toContain('朝阳 · 移动本地卡 · 月租 18 元');
  });

  it('shows a promoter its upstream chain, its own products first', async () => {
    await shop.services.promoter.save(aPromoter({ promoCode: 'north-shop' }));
    await shop.services.promoter.save(aPromoter({ promoCode: 'north-kiosk' }));
    const idOf = async (promoCode: string) =>
      (await shop.db.select({ id: promoters.id }).from(promoters).where(eq(promoters.promoCode, promoCode)))[0]?.id;
    await shop.db.update(promoters).set({ upstreamId: await idOf('north') }).where(eq(promoters.promoCode, 'north-shop'));
    await shop.db.update(promoters).set({ upstreamId: await idOf('north-shop') }).where(eq(promoters.promoCode, 'north-kiosk'));
    await shop.services.goods.addGoods(aGoods({ promoCode: 'north-kiosk', name: '电信大流量卡 · 月租 19 元', operator: 3, sort: 9 }));

    expect(await namesOf('?promoCode=north-kiosk')).toEqual(['电信大流量卡 · 月租 19 元', '移动 5G 畅享卡 · 月租 29 元']);
    expect(await namesOf('?promoCode=north-shop')).toEqual(['移动 5G 畅享卡 · 月租 29 元']);
    expect(await namesOf('?promoCode=north')).toEqual(['移动 5G 畅享卡 · 月租 29 元']);
  });

  it('answers 404 naming an unknown promo code', async () => {
    const response = await get('?promoCode=nobody');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: -1, message: '推广码 nobody 不存在', data: null });
  });

  it.each([
    ['a group below 1', '?group=0', 'group：分组不能小于 1'],
    ['a group that is not a number', '?group=abc', 'group：分组必须是整数'],
    ['an operator above 99', '?operator=100', 'operator：运营商不能大于 99'],
    ['an id below 1', '?id=0', 'id：商品不能小于 1'],
    ['a fractional id', '?id=1.5', 'id：商品必须是整数'],
    ['page 0', '?page=0', 'page：页码不能小于 1'],
    ['a page size above 50', '?pageSize=51', 'pageSize：每页条数不能大于 50'],
    ['a bad promo code', '?promoCode=bad!code', 'promoCode：推广码只能包含字母、数字、下划线和短横线，最长 32 位'],
  ])('refuses %s with 400 and the rule it broke', async (_case, query, message) => {
    const before = await goodsCount();
    const response = await get(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: -1, message, data: null });
    expect(await goodsCount()).toBe(before);
  });

  it('refuses an unknown sort naming the field', async () => {
    const response = await get('?sort=cheapest');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: -1, data: null, message: expect.stringMatching(/^sort：/) });
  });
});

describe('the goods service', () => {
  it('refuses negative stock, a negative price and an unknown promoter, writing nothing', async () => {
    const before = await goodsCount();
    await expect(shop.services.goods.addGoods(aGoods({ promoCode: 'north', stock: -1 }))).rejects.toThrow();
    await expect(shop.services.goods.addGoods(aGoods({ promoCode: 'north', priceFen: -100 }))).rejects.toThrow();
    await expect(shop.services.goods.addGoods(aGoods({ promoCode: 'nobody' }))).rejects.toThrow('推广码 nobody 不存在');
    expect(await goodsCount()).toBe(before);
  });

  it('keeps stock at zero or above in the database itself', async () => {
    await expect(shop.db.update(goods).set({ stock: -1 }).where(eq(goods.id, north.plan))).rejects.toThrow();
    expect((await listOf(`?promoCode=north&id=${north.plan}`)).list[0]?.stock).toBe(100);
  });
});

describe('the demo products', () => {
  it('cover the four operators with their own covers, one of them sold out', () => {
    const demo = demoGoods.filter((item) => item.promoCode === 'demo');
    expect(demo.length).toBeGreaterThanOrEqual(8);
    expect(new Set(demo.map((item) => item.operator))).toEqual(new Set([1, 2, 3, 4]));
    expect(new Set(demo.map((item) => item.cover)).size).toBe(8);
    for (const item of demo) expect(item.cover).toMatch(/^\/shop\/goods\/(mobile|unicom|telecom|broadcast)-(5g|data)\.svg$/);
    expect(demo.filter((item) => item.stock === 0).map((item) => item.name)).toEqual(['联通大流量卡 · 月租 29 元']);
  });
});
