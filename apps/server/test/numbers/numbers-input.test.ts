import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { numbers, promoters } from '../../src/db/schema';
import { NumberText } from '../../src/modules/numbers/service';
import { PromoterText } from '../../src/modules/promoter/service';
import { useTestApp } from '../support/app';
import { searchNumbers, seedNumbers } from '../support/numbers';

const shop = useTestApp();
beforeAll(() => seedNumbers(shop));

const rowCounts = async () => ({
  numbers: (await shop.db.select({ n: count() }).from(numbers))[0]?.n,
  promoters: (await shop.db.select({ n: count() }).from(promoters))[0]?.n,
});

describe('GET /api/shop/numberList refuses bad input', () => {
  it.each([
    [{ operator: 5 }, '运营商只能是 1 移动、2 联通、3 电信、4 广电，或 -99 精选'],
    [{ operator: 'x' }, '运营商必须是整数'],
    [{ province: '44' }, '地区代码必须是 6 位数字'],
    [{ city: '440300' }, '选择城市前请先选择省份'],
    [{ priceMin: -1 }, '最低价不能小于 0'],
    [{ priceMin: 500, priceMax: 100 }, '最高价不能低于最低价'],
    [{ pattern: 'ZZZ' }, '没有这种号码规律'],
    [{ positions: '138' }, '按位搜索须为 11 位，未知位用 _ 表示，且至少填一位'],
    [{ positions: '___________' }, '按位搜索须为 11 位，未知位用 _ 表示，且至少填一位'],
    [{ contains: '12a' }, '包含只能是 1 到 11 位数字'],
    [{ startsWith: '23' }, '开头须以 1 开头，最多 11 位数字'],
    [{ endsWith: '12345678901' }, '结尾只能是 1 到 10 位数字'],
    [{ exclude: '0123456789' }, '不含须为 1 到 9 个不重复的数字'],
    [{ sort: 'newest' }, 'sort'],
    [{ batch: 'not a token!' }, '换一批的标记无效'],
    [{ batch: 'bm9wZQ' }, NumberText.badBatch],
    [{ page: 1_000_001 }, '页码不能大于 1000000'],
    [{ pageSize: 51 }, '每页条数不能大于 50'],
  ])('%j', async (params, message) => {
    const before = await rowCounts();
    const { status, body } = await searchNumbers(shop, params);
    expect(status).toBe(400);
    expect(body.code).toBe(-1);
    expect(body.message).toContain(message);
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses a batch token made for another sort', async () => {
    const { body } = await searchNumbers(shop, { pageSize: 1 });
    const batch = body.data?.batch;
    expect(batch).toEqual(expect.any(String));
    expect((await searchNumbers(shop, { sort: 'priceAsc', batch: batch ?? '' })).status).toBe(400);
  });

  it('answers 404 for an unknown promo code', async () => {
    const { status, body } = await searchNumbers(shop, { promoCode: 'nobody' });
    expect(status).toBe(404);
    expect(body.message).toBe(PromoterText.unknownPromoter('nobody'));
  });

  it('uses the default promoter without a promo code', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/shop/numberList' });
    expect(response.statusCode).toBe(200);
  });
});

describe('GET /api/shop/base/ipLocation', () => {
  const locate = async (remoteAddress: string) => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/shop/base/ipLocation', remoteAddress });
    expect(response.statusCode).toBe(200);
    return response.json<{ code: number; data: unknown }>();
  };

  it('places an IPv4 address', async () => {
    expect(await locate('120.24.78.68')).toMatchObject({
      code: 0,
      data: { ip: '120.24.78.68', provinceCode: '440000', provinceName: '广东省', cityCode: '440300', cityName: '深圳市' },
    });
  });

  it('places an IPv6 address', async () => {
    const ip = '240e:47d:c20:1627:30a3:ba0d:a5e6:ec19';
    expect(await locate(ip)).toMatchObject({ code: 0, data: { ip, provinceCode: '440000', provinceName: '广东省', cityCode: '440100', cityName: '广州市' } });
  });

  it.each(['127.0.0.1', '10.1.2.3', '::1', '1.1.1.1'])('answers nulls for %s', async (ip) => {
    expect(await locate(ip)).toMatchObject({ code: 0, data: { ip, provinceCode: null, provinceName: '', cityCode: null, cityName: '' } });
  });
});
