import { ORDER_HOLD_MINUTES, SHOP_SESSION_DAYS, SMS_CODE_TTL_SECONDS } from '@shop/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { siteTexts } from '../../src/db/schema';
import { PromoterText } from '../../src/modules/promoter/service';
import { useTestApp } from '../support/app';

const shop = useTestApp();

const aboutText = async (query: string) => {
  const response = await shop.app.inject({ method: 'GET', url: `/api/site/aboutText?${query}` });
  return { status: response.statusCode, body: response.json() };
};

describe('GET /api/site/aboutText', () => {
  it('answers the default payment terms in Chinese, naming the hold time', async () => {
    const { body } = await aboutText('kind=payment');
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({ kind: 'payment', title: '交易条款', locale: 'zh-Hans' });
    expect(body.data.paragraphs.join('')).toContain(`${ORDER_HOLD_MINUTES} 分钟`);
    expect(Date.parse(body.data.updatedAt)).not.toBeNaN();
  });

  it('answers in the asked locale', async () => {
    expect((await aboutText('kind=promise&locale=en')).body.data).toMatchObject({ title: 'Our promise', locale: 'en' });
    expect((await aboutText('kind=about&locale=fr&promoCode=demo')).body.data).toMatchObject({ title: 'Qui sommes-nous', locale: 'fr' });
  });

  it("prefers the promoter's own text, and falls back to its Chinese original before another default", async () => {
    expect((await aboutText('kind=about&promoCode=sunrise')).body.data).toMatchObject({ title: '关于朝阳通信', locale: 'zh-Hans' });
    // No own English text: the default English one is closer to what was asked.
    expect((await aboutText('kind=about&promoCode=sunrise&locale=en')).body.data).toMatchObject({ title: 'About us', locale: 'en' });
  });

  it('falls back to the Chinese original, the promoter\'s before the default, when the locale has no text at all', async () => {
    await shop.db.delete(siteTexts).where(and(eq(siteTexts.kind, 'about'), eq(siteTexts.locale, 'es')));
    expect((await aboutText('kind=about&promoCode=sunrise&locale=es')).body.data).toMatchObject({ title: '关于朝阳通信', locale: 'zh-Hans' });
    expect((await aboutText('kind=about&promoCode=demo&locale=es')).body.data).toMatchObject({ title: '关于我们', locale: 'zh-Hans' });
  });

  it('shows a saved change at once', async () => {
    await shop.services.site.saveText({ promoCode: 'demo', kind: 'promise', locale: 'en', title: 'Demo promise', paragraphs: ['One number, one owner.'] });
    expect((await aboutText('kind=promise&promoCode=demo&locale=en')).body.data).toMatchObject({
      title: 'Demo promise',
      paragraphs: ['One number, one owner.'],
    });
    expect((await aboutText('kind=promise&promoCode=sunrise&locale=en')).body.data).toMatchObject({ title: 'Our promise' });
  });

  it('refuses to save an empty page', async () => {
    await expect(
      shop.services.site.saveText({ promoCode: null, kind: 'about', locale: 'en', title: ' ', paragraphs: [] }),
    ).rejects.toThrow(/标题不能为空/);
  });

  it('answers the same 404 as baseConfig for an unknown promo code', async () => {
    const about = await aboutText('kind=about&promoCode=nobody');
    const base = await shop.app.inject({ method: 'GET', url: '/api/hk/baseConfig?promoCode=nobody' });
    expect(about.status).toBe(404);
    expect(about.body).toEqual({ code: -1, message: PromoterText.unknownPromoter('nobody'), data: null });
    expect(about.body).toEqual(base.json());
  });

  it('refuses an unknown page kind with a 400 naming the field', async () => {
    const { status, body } = await aboutText('kind=terms');
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: -1, message: expect.stringContaining('kind') });
  });
});

const loginProtocol = async (query = '') => {
  const response = await shop.app.inject({ method: 'GET', url: `/api/site/loginProtocol${query}` });
  return { status: response.statusCode, body: response.json() };
};

describe('GET /api/site/loginProtocol', () => {
  it('answers the default user agreement in Chinese, naming how long a code and a login last', async () => {
    const { body } = await loginProtocol();
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({ kind: 'loginProtocol', title: '用户协议', locale: 'zh-Hans' });
    expect(body.data.paragraphs.length).toBeGreaterThanOrEqual(5);
    const text = body.data.paragraphs.join('');
    expect(text).toContain(`${SMS_CODE_TTL_SECONDS / 60} 分钟内有效`);
    expect(text).toContain(`保持登录 ${SHOP_SESSION_DAYS} 天`);
  });

  it('answers in the asked locale', async () => {
    expect((await loginProtocol('?locale=en')).body.data).toMatchObject({ title: 'User agreement', locale: 'en' });
    expect((await loginProtocol('?locale=zh-Hant&promoCode=demo')).body.data).toMatchObject({ title: '用戶協議', locale: 'zh-Hant' });
    expect((await loginProtocol('?locale=fr')).body.data).toMatchObject({ title: "Conditions d'utilisation", locale: 'fr' });
  });

  it("prefers the promoter's own agreement, then the default in the locale, then its Chinese original", async () => {
    expect((await loginProtocol('?promoCode=sunrise')).body.data).toMatchObject({ title: '朝阳通信用户协议', locale: 'zh-Hans' });
    expect((await loginProtocol('?promoCode=sunrise&locale=es')).body.data).toMatchObject({ title: 'Condiciones de uso', locale: 'es' });
    await shop.db.delete(siteTexts).where(and(eq(siteTexts.kind, 'loginProtocol'), eq(siteTexts.locale, 'es')));
    expect((await loginProtocol('?promoCode=sunrise&locale=es')).body.data).toMatchObject({ title: '朝阳通信用户协议', locale: 'zh-Hans' });
    expect((await loginProtocol('?promoCode=demo&locale=es')).body.data).toMatchObject({ title: '用户协议', locale: 'zh-Hans' });
  });

  it('is not one of the about pages', async () => {
    const { status, body } = await aboutText('kind=loginProtocol');
    expect(status).toBe(400);
    expect(body.message).toMatch(/^kind：/);
  });

  it('refuses an unknown promo code as baseConfig does, and a bad locale naming the field', async () => {
    const unknown = await loginProtocol('?promoCode=nobody');
    expect(unknown).toEqual({ status: 404, body: { code: -1, message: PromoterText.unknownPromoter('nobody'), data: null } });
    const { status, body } = await loginProtocol('?locale=de');
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: -1, message: expect.stringMatching(/^locale：/), data: null });
  });
});
