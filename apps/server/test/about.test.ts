import { ORDER_HOLD_MINUTES } from '@shop/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { aboutTexts } from '../src/db/schema';
import { ConfigText } from '../src/modules/config/service';
import { useTestApp } from './support/app';

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
    await shop.db.delete(aboutTexts).where(and(eq(aboutTexts.kind, 'about'), eq(aboutTexts.locale, 'es')));
    expect((await aboutText('kind=about&promoCode=sunrise&locale=es')).body.data).toMatchObject({ title: '关于朝阳通信', locale: 'zh-Hans' });
    expect((await aboutText('kind=about&promoCode=demo&locale=es')).body.data).toMatchObject({ title: '关于我们', locale: 'zh-Hans' });
  });

  it('shows a saved change at once', async () => {
    await shop.services.site.saveAbout({ promoCode: 'demo', kind: 'promise', locale: 'en', title: 'Demo promise', paragraphs: ['One number, one owner.'] });
    expect((await aboutText('kind=promise&promoCode=demo&locale=en')).body.data).toMatchObject({
      title: 'Demo promise',
      paragraphs: ['One number, one owner.'],
    });
    expect((await aboutText('kind=promise&promoCode=sunrise&locale=en')).body.data).toMatchObject({ title: 'Our promise' });
  });

  it('refuses to save an empty page', async () => {
    await expect(
      shop.services.site.saveAbout({ promoCode: null, kind: 'about', locale: 'en', title: ' ', paragraphs: [] }),
    ).rejects.toThrow(/标题不能为空/);
  });

  it('answers the same 404 as baseConfig for an unknown promo code', async () => {
    const about = await aboutText('kind=about&promoCode=nobody');
    const base = await shop.app.inject({ method: 'GET', url: '/api/hk/baseConfig?promoCode=nobody' });
    expect(about.status).toBe(404);
    expect(about.body).toEqual({ code: -1, message: ConfigText.unknownPromoter('nobody'), data: null });
    expect(about.body).toEqual(base.json());
  });

  it('refuses an unknown page kind with a 400 naming the field', async () => {
    const { status, body } = await aboutText('kind=terms');
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: -1, message: expect.stringContaining('kind') });
  });
});
