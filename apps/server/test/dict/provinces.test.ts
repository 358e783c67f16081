import { describe, expect, it } from 'vitest';
import type { Province, Region } from '../../src/static/provinces';
import { useTestApp } from '../support/app';

const shop = useTestApp();

const get = (url: string) => shop.app.inject({ method: 'GET', url });

describe('region files', () => {
  it('/provinces/index.json lists every province by GB/T 2260 code', async () => {
    const response = await get('/provinces/index.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const provinces = response.json<Region[]>();
    expect(provinces.length).toBeGreaterThanOrEqual(34);
    expect(provinces).toContainEqual({ code: '440000', name: '广东省' });
    expect(provinces).toContainEqual({ code: '110000', name: '北京市' });
    for (const province of provinces) expect(Object.keys(province).sort()).toEqual(['code', 'name']);
  });

  it('/provinces/440000.json holds Guangdong with its cities and their counties', async () => {
    const response = await get('/provinces/440000.json');
    expect(response.statusCode).toBe(200);
    const province = response.json<Province>();
    expect(province).toMatchObject({ code: '440000', name: '广东省' });
    const shenzhen = province.cities.find((city) => city.code === '440300');
    expect(shenzhen?.name).toBe('深圳市');
    expect(shenzhen?.counties).toContainEqual({ code: '440305', name: '南山区' });
    for (const city of province.cities) {
      expect(city.code.startsWith('44')).toBe(true);
      for (const county of city.counties) expect(county.code.slice(0, 4)).toBe(city.code.slice(0, 4));
    }
  });

  it('gives a municipality its districts', async () => {
    const beijing = (await get('/provinces/110000.json')).json<Province>();
    expect(beijing.cities[0]?.counties).toContainEqual({ code: '110105', name: '朝阳区' });
  });

  it.each([
    ['en', { code: '440000', name: 'Guangdong' }, { code: '440305', name: 'Nanshan' }],
    ['fr-FR,fr;q=0.9', { code: '440000', name: 'Guangdong' }, { code: '440305', name: 'Nanshan' }],
    ['zh-Hant', { code: '440000', name: '廣東省' }, { code: '440305', name: '南山區' }],
  ])('names the places in the locale the app asks in (%s)', async (language, province, county) => {
    const index = await shop.app.inject({ method: 'GET', url: '/provinces/index.json', headers: { 'accept-language': language } });
    expect(index.headers.vary).toBe('accept-language');
    expect(index.json<Region[]>()).toContainEqual(province);
    const file = await shop.app.inject({ method: 'GET', url: '/provinces/440000.json', headers: { 'accept-language': language } });
    const shenzhen = file.json<Province>().cities.find((city) => city.code === '440300');
    expect(shenzhen?.counties).toContainEqual(county);
    expect((await get('/provinces/index.json')).json<Region[]>()).toContainEqual({ code: '440000', name: '广东省' });
  });

  it.each(['/provinces/999999.json', '/provinces/440300.json', '/provinces/44.json', '/provinces/abc.json', '/provinces/440000', '/provinces/%2e%2e%2fpackage.json'])(
    '%s is a 404 envelope',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: -1, data: null });
    },
  );
});
