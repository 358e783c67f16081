import { Code } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { promoters } from '../../src/db/schema';
import { PromoterText } from '../../src/modules/promoter/service';
import { demoSettings } from '../../src/seed/demo';
import { aPromoter, someGenericSettings } from '../../src/seed/factories';
import { useTestApp } from '../support/app';

// A long cache life, so that only an invalidation can explain a fresh resolution.
const shop = useTestApp({ cacheTtlMs: 60_000 });

const idOf = async (promoCode: string): Promise<number> =>
  (await shop.db.select({ id: promoters.id }).from(promoters).where(eq(promoters.promoCode, promoCode)))[0]?.id ?? -1;

const answerOf = async (url: string) => {
  const response = await shop.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json<{ code: number; message: string }>() };
};

describe('promoter resolution', () => {
  it('gives the promoter, its chain nearest first and its storefront; the default one without a code', async () => {
    await shop.services.promoter.save(aPromoter({ promoCode: 'chain-top' }));
    await shop.services.promoter.save(aPromoter({ promoCode: 'chain-mid' }));
    await shop.services.promoter.save(aPromoter({ promoCode: 'chain-end', promoName: '链尾' }));
    await shop.services.promoter.setUpstream('chain-mid', 'chain-top');
    await shop.services.promoter.setUpstream('chain-end', 'chain-mid');
    const end = await shop.services.promoter.resolve('chain-end', 'required');
    expect(end).toMatchObject({ id: await idOf('chain-end'), promoCode: 'chain-end', storefront: { promoName: '链尾' } });
    expect(end.chain).toEqual([await idOf('chain-end'), await idOf('chain-mid'), await idOf('chain-top')]);
    expect((await shop.services.promoter.resolve(undefined, 'required')).promoCode).toBe('demo');
  });

  it('refuses an upstream that would make a cycle, and counts each promoter once in a cycle made by hand', async () => {
    await expect(shop.services.promoter.setUpstream('chain-top', 'chain-end')).rejects.toMatchObject({ message: PromoterText.upstreamCycle, httpStatus: 400 });
    await shop.db.update(promoters).set({ upstreamId: await idOf('chain-end') }).where(eq(promoters.promoCode, 'chain-top'));
    shop.services.promoter.forget();
    const chain = (await shop.services.promoter.resolve('chain-mid', 'required')).chain;
    expect(chain).toEqual([await idOf('chain-mid'), await idOf('chain-top'), await idOf('chain-end')]);
    await shop.db.update(promoters).set({ upstreamId: null }).where(eq(promoters.promoCode, 'chain-top'));
    shop.services.promoter.forget();
  });

  it('keeps a resolution until a change made through the services, then reads it afresh', async () => {
    const before = await shop.services.promoter.resolve('sunrise', 'required');
    await shop.db.update(promoters).set({ promoName: 'changed behind the cache' }).where(eq(promoters.promoCode, 'sunrise'));
    expect(await shop.services.promoter.resolve('sunrise', 'required')).toBe(before);
    await shop.services.promoter.save({ ...before.storefront, promoName: '朝阳通信 · 改名' });
    expect((await shop.services.promoter.resolve('sunrise', 'required')).storefront.promoName).toBe('朝阳通信 · 改名');
  });

  it('applies each rule to an unknown code and to no code with no default promoter', async () => {
    const { resolve } = shop.services.promoter;
    await expect(resolve('nobody', 'required')).rejects.toMatchObject({ message: PromoterText.unknownPromoter('nobody'), httpStatus: 404 });
    await expect(resolve('nobody', 'defaultOrNone')).rejects.toMatchObject({ message: PromoterText.unknownPromoter('nobody') });
    expect(await resolve('nobody', 'namedOnly')).toBeUndefined();
    expect(await resolve(undefined, 'namedOnly')).toBeUndefined();

    await shop.services.hk.saveGenericSettings(someGenericSettings({ defaultPromoCode: '' }));
    try {
      await expect(resolve(undefined, 'required')).rejects.toMatchObject({ message: PromoterText.noDefaultPromoter, httpStatus: 404 });
      expect(await resolve(undefined, 'defaultOrNone')).toBeUndefined();
      expect(await answerOf('/api/shop/numberList')).toEqual({ status: 404, body: { code: Code.failed, message: PromoterText.noDefaultPromoter, data: null } });
      expect(await answerOf('/api/hk/baseConfig')).toMatchObject({ status: 404, body: { message: PromoterText.noDefaultPromoter } });
      // Texts fall back to the shop's own.
      expect(await answerOf('/api/site/aboutText?kind=about')).toMatchObject({ status: 200, body: { code: 0 } });
      expect(await answerOf('/api/shop/customer/hotQuestionList')).toMatchObject({ status: 200, body: { code: 0 } });

      await shop.services.hk.saveGenericSettings(someGenericSettings({ defaultPromoCode: 'gone' }));
      await expect(resolve(undefined, 'defaultOrNone')).rejects.toMatchObject({ message: PromoterText.unknownPromoter('gone') });
    } finally {
      await shop.services.hk.saveGenericSettings(demoSettings);
    }
    expect((await resolve(undefined, 'required')).promoCode).toBe('demo');
  });
});
