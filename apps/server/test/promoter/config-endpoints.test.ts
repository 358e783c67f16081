import { baseConfigSchema, envelope, genericConfigSchema } from '@shop/contract';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { promoters } from '../../src/db/schema';
import { demoSettings } from '../../src/seed/demo';
import { aPromoter, type PromoterOverrides, someGenericSettings } from '../../src/seed/factories';
import { useTestApp } from '../support/app';

// A long cache life, so that only an invalidation can explain a fresh answer.
const shop = useTestApp({ cacheTtlMs: 60_000 });

const getBaseConfig = (query = '') => shop.app.inject({ method: 'GET', url: `/api/hk/baseConfig${query}` });

describe('GET /api/hk/baseConfig', () => {
  it('answers the default promoter when no promo code is given', async () => {
    const response = await getBaseConfig();
    expect(response.statusCode).toBe(200);
    const body = envelope(baseConfigSchema).parse(response.json());
    expect(body.code).toBe(0);
    expect(body.message).toBe('ok');
    expect(body.data?.promoCode).toBe('demo');
    expect(body.data?.front).toMatchObject({
      title: '号码优选 · 靓号商城',
      logo: '/shop/brand/demo-logo.svg',
      suggest: true,
      indexFirstGroup: 2,
      ipcCode: '粤ICP备2024000001号-1',
    });
    expect(body.data?.front.indexCarousel.map((item) => item.image)).toEqual([
      '/shop/brand/banner-1.svg',
      '/shop/brand/banner-2.svg',
    ]);
    expect(body.data?.showPaymentType).toEqual(['wechat', 'alipay']);
  });

  it("answers the named promoter's storefront", async () => {
    const body = envelope(baseConfigSchema).parse((await getBaseConfig('?promoCode=sunrise')).json());
    expect(body.data?.front.title).toBe('朝阳通信 · 选号中心');
    expect(body.data?.front.logo).toBe('/shop/brand/sunrise-logo.svg');
    expect(body.data?.promoCode).toBe('sunrise');
  });

  it('trims the promo code as the contract says', async () => {
    const body = envelope(baseConfigSchema).parse((await getBaseConfig('?promoCode=%20sunrise%20')).json());
    expect(body.data?.promoCode).toBe('sunrise');
  });

  it('answers 404 with code -1 naming an unknown promo code', async () => {
    const response = await getBaseConfig('?promoCode=nobody');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: -1, message: '推广码 nobody 不存在', data: null });
  });

  it.each([
    ['too long', `?promoCode=${'a'.repeat(33)}`],
    ['illegal characters', '?promoCode=%3Cscript%3E'],
    ['empty after trimming', '?promoCode=%20'],
    ['a list instead of text', '?promoCode=a&promoCode=b'],
    ['an object instead of text', '?promoCode[x]=1'],
  ])('refuses a promo code that is %s with 400 naming the field', async (_case, query) => {
    const response = await getBaseConfig(query);
    expect(response.statusCode).toBe(400);
    const body = response.json<{ code: number; message: string; data: null }>();
    expect(body.code).toBe(-1);
    expect(body.data).toBeNull();
    expect(body.message).toMatch(/^promoCode：/);
  });

  it('says which rule a promo code broke', async () => {
    const response = await getBaseConfig('?promoCode=bad!code');
    expect(response.json()).toMatchObject({ message: 'promoCode：推广码只能包含字母、数字、下划线和短横线，最长 32 位' });
  });

  it('gives the same answer to a repeated query, good or bad', async () => {
    for (let round = 0; round < 2; round += 1) {
      expect((await getBaseConfig('?promoCode=sunrise')).statusCode).toBe(200);
      expect((await getBaseConfig('?promoCode=bad!code')).statusCode).toBe(400);
      expect((await getBaseConfig('?promoCode[__proto__]=x')).statusCode).toBe(400);
    }
  });

  it('compresses the cached answer for browsers that accept it', async () => {
    const plain = await getBaseConfig('?promoCode=demo');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding, accept-language');
    const headers = (encoding: string) => ({ 'accept-encoding': encoding });
    const br = await shop.app.inject({ method: 'GET', url: '/api/hk/baseConfig?promoCode=demo', headers: headers('gzip, deflate, br') });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await shop.app.inject({ method: 'GET', url: '/api/hk/baseConfig?promoCode=demo', headers: headers('gzip, deflate') });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('ignores query keys the endpoint does not know', async () => {
    const response = await getBaseConfig('?promoCode=demo&bd_vid=123');
    expect(response.statusCode).toBe(200);
  });

  it('keeps answers cached and drops them when a promoter changes', async () => {
    await getBaseConfig('?promoCode=sunrise');
    await shop.db.update(promoters).set({ title: 'changed behind the cache' }).where(eq(promoters.promoCode, 'sunrise'));
    const cached = envelope(baseConfigSchema).parse((await getBaseConfig('?promoCode=sunrise')).json());
    expect(cached.data?.front.title).toBe('朝阳通信 · 选号中心');

    await shop.services.promoter.save(aPromoter({ promoCode: 'sunrise', front: { title: '朝阳通信 · 新版' } }));
    const fresh = envelope(baseConfigSchema).parse((await getBaseConfig('?promoCode=sunrise')).json());
    expect(fresh.data?.front.title).toBe('朝阳通信 · 新版');
  });

  it('refuses to save a promoter whose code no visitor could ask for', async () => {
    await expect(shop.services.promoter.save(aPromoter({ promoCode: 'no spaces!' }))).rejects.toThrow();
    const rows = await shop.db.select().from(promoters).where(eq(promoters.promoCode, 'no spaces!'));
    expect(rows).toEqual([]);
  });

  it('refuses to save a QR code that is not an image address, and keeps the one it had', async () => {
    const qr = (front: { kefuQr?: string; followQr?: string }) => aPromoter({ promoCode: 'qr-shop', front });
    await shop.services.promoter.save(qr({ kefuQr: '/shop/brand/demo-kefu-qr.svg' }));
    await expect(shop.services.promoter.save(qr({ kefuQr: 'javascript:alert(1)' }))).rejects.toThrow('图片地址须以 http:// 或 https:// 开头，或为 /shop/ 下的路径');
    await expect(shop.services.promoter.save(qr({ followQr: '/shop/../api/hk/baseConfig' }))).rejects.toThrow();
    const body = envelope(baseConfigSchema).parse((await getBaseConfig('?promoCode=qr-shop')).json());
    expect(body.data?.front).toMatchObject({ kefuQr: '/shop/brand/demo-kefu-qr.svg', followQr: '' });
  });

  it("refuses to save a link that is neither a web link nor a page of the shop, and keeps the promoter's links", async () => {
    const links = (overrides: PromoterOverrides) => aPromoter({ promoCode: 'link-shop', ...overrides });
    const good = links({
      shopMenu: [{ title: '客服', icon: 'service', link: '/pages/customer/index?from=menu' }],
      front: { kefuUrl: 'https://kefu.example.com/chat', fastNav: [{ title: '承诺', icon: 'promise', link: '/pages/about/promise' }] },
    });
    await shop.services.promoter.save(good);
    const refused = [
      links({ front: { kefuUrl: 'javascript:alert(1)' } }),
      links({ shopMenu: [{ title: '出去', icon: 'x', link: '//evil.example/pages/customer/index' }] }),
      links({ front: { fastNav: [{ title: '没有', icon: 'x', link: '/pages/nowhere' }] } }),
      links({ front: { indexCarousel: [{ image: '/shop/brand/banner-1.svg', link: 'data:text/html,<script>alert(1)</script>' }] } }),
    ];
    for (const promoter of refused) {
      await expect(shop.services.promoter.save(promoter)).rejects.toThrow('链接须以 http:// 或 https:// 开头，或为商城的页面路径（如 /pages/customer/index）');
    }
    const body = envelope(baseConfigSchema).parse((await getBaseConfig('?promoCode=link-shop')).json());
    expect(body.data).toMatchObject({ shopMenu: good.shopMenu, front: { kefuUrl: good.front.kefuUrl, fastNav: good.front.fastNav, indexCarousel: [] } });
  });

  it('follows a new default promoter as soon as the settings change', async () => {
    await shop.services.promoter.save(aPromoter({ promoCode: 'autumn', front: { title: '秋季号码节' } }));
    await shop.services.hk.saveGenericSettings(someGenericSettings({ defaultPromoCode: 'autumn' }));
    const body = envelope(baseConfigSchema).parse((await getBaseConfig()).json());
    expect(body.data?.front.title).toBe('秋季号码节');
    await shop.services.hk.saveGenericSettings(demoSettings);
  });
});

describe('GET /api/hk/genericConfig', () => {
  it('answers the shared settings', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/hk/genericConfig' });
    expect(response.statusCode).toBe(200);
    const body = envelope(genericConfigSchema).parse(response.json());
    expect(body).toEqual({
      code: 0,
      message: 'ok',
      data: { orderQueryMode: 'sms', loginAvatar: '/shop/brand/default-avatar.svg', defaultPromoCode: 'demo' },
    });
  });
});
