import { api, CARD_TOKEN_HEADER, LOCALE_HEADER, LOCALES, type Locale, RequestHeader } from '@shop/contract';
import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { goods, promoters, singlePages, simLayouts } from '../../src/db/schema';
import { aGoods, aPromoter, aSinglePage } from '../../src/seed/factories';
import { useTestApp } from '../support/app';
import { cardLogin, DemoCard } from '../support/iot';

// A long cache life: an answer asked for again comes from the caches, so a locale mix-up would show.
const shop = useTestApp({ cacheTtlMs: 60_000 });

const HAN = /\p{Script=Han}/u;

interface Ask {
  query?: Record<string, string>;
  headers?: Record<string, string>;
}

const ask = async (path: string, locale: Locale, { query, headers }: Ask = {}) => {
  const response = await shop.app.inject({ method: 'GET', url: path, query, headers: { [LOCALE_HEADER]: locale, ...headers } });
  const body = response.json();
  expect(body.code).toBe(0);
  return body.data;
};

/** The same call in every locale, answers by locale. */
const inEveryLocale = async <T>(read: (locale: Locale) => Promise<T>): Promise<Record<Locale, T>> =>
  Object.fromEntries(await Promise.all(LOCALES.map(async (locale) => [locale, await read(locale)] as const))) as Record<Locale, T>;

const polyglot = {
  ...aPromoter({
    promoCode: 'polyglot',
    promoName: '号码优选',
    shopMenu: [{ title: '联系客服', icon: 'service', link: '/pages/customer/index' }],
    front: {
      title: '靓号商城',
      keywords: '靓号,选号',
      fastNav: [
        { title: '靓号选号', icon: 'number', link: '/pages/goods/pretty/index' },
        { title: '订单查询', icon: 'order', link: '/pages/login/index' },
      ],
    },
  }),
  translations: {
    'zh-Hant': { title: '精選號碼館' },
    en: { title: 'Vanity Number Shop', promoName: 'Best Numbers', fastNav: ['Vanity numbers', ''] },
    fr: { title: 'Boutique de numéros' },
  },
};

beforeAll(async () => {
  await shop.services.promoter.save(polyglot);
});

describe('promoter content in the visitor’s locale', () => {
  it('answers the storefront by the chain: own translation, zh-Hant converted, English for fr and es, Chinese last', async () => {
    const config = await inEveryLocale((locale) => ask(api.baseConfig.path, locale, { query: { promoCode: 'polyglot' } }));
    const titles = Object.fromEntries(LOCALES.map((locale) => [locale, config[locale].front.title]));
    expect(titles).toEqual({ 'zh-Hans': '靓号商城', 'zh-Hant': '精選號碼館', en: 'Vanity Number Shop', fr: 'Boutique de numéros', es: 'Vanity Number Shop' });
    const names = LOCALES.map((locale) => config[locale].promoName);
    expect(names).toEqual(['号码优选', '號碼優選', 'Best Numbers', 'Best Numbers', 'Best Numbers']);
    // An entry left empty in English, and a field nobody translated, fall back to the Chinese (converted for zh-Hant).
    const navs = LOCALES.map((locale) => config[locale].front.fastNav.map((item: { title: string }) => item.title));
    expect(navs).toEqual([['靓号选号', '订单查询'], ['靚號選號', '訂單查詢'], ['Vanity numbers', '订单查询'], ['Vanity numbers', '订单查询'], ['Vanity numbers', '订单查询']]);
    expect(LOCALES.map((locale) => config[locale].front.keywords)).toEqual(['靓号,选号', '靚號,選號', '靓号,选号', '靓号,选号', '靓号,选号']);
    expect(config.en.shopMenu).toEqual([{ title: '联系客服', icon: 'service', link: '/pages/customer/index' }]);
    expect(config['zh-Hant'].shopMenu[0].title).toBe('聯絡客服');
    // Links, images and settings are the original's in every locale.
    expect(config.fr.front.fastNav[1]).toEqual({ title: '订单查询', icon: 'order', link: '/pages/login/index' });
  });

  it('never serves one locale’s cached or compressed storefront to another', async () => {
    const brotli = async (locale: Locale) => {
      const response = await shop.app.inject({
        method: 'GET',
        url: `${api.baseConfig.path}?promoCode=polyglot`,
        headers: { [LOCALE_HEADER]: locale, 'accept-encoding': 'br' },
      });
      expect(response.headers['content-encoding']).toBe('br');
      return JSON.parse(brotliDecompressSync(response.rawPayload).toString()).data.front.title;
    };
    for (const round of [1, 2]) {
      expect([round, await brotli('zh-Hans'), await brotli('en'), await brotli('zh-Hant'), await brotli('zh-Hans')]).toEqual([
        round,
        '靓号商城',
        'Vanity Number Shop',
        '精選號碼館',
        '靓号商城',
      ]);
    }
    // No Accept-Language: the Chinese original, whichever locale asked just before.
    await ask(api.baseConfig.path, 'en', { query: { promoCode: 'polyglot' } });
    const plain = (await shop.app.inject({ method: 'GET', url: `${api.baseConfig.path}?promoCode=polyglot` })).json();
    expect(plain.data.front.title).toBe('靓号商城');
  });

  it('answers products and featured pages by the same chain', async () => {
    const id = await shop.services.goods.addGoods(
      aGoods({
        promoCode: 'polyglot',
        name: '移动流量卡',
        subtitle: '全国通用流量',
        tags: ['流量卡', '全国通用'],
        details: ['月租 19 元'],
        translations: { en: { name: 'China Mobile Data SIM', tags: ['Data SIM', 'Nationwide'] }, es: { name: 'SIM de datos' } },
      }),
    );
    await shop.services.goods.saveSinglePage(
      aSinglePage({ promoCode: 'polyglot', pageCode: 'words', title: '春季专场', goodsIds: [id], translations: { fr: { title: 'Printemps' } } }),
    );
    const items = await inEveryLocale(async (locale) => (await ask(api.goodsList.path, locale, { query: { promoCode: 'polyglot', id: String(id) } })).list[0]);
    expect(LOCALES.map((locale) => items[locale].name)).toEqual(['移动流量卡', '移動流量卡', 'China Mobile Data SIM', 'China Mobile Data SIM', 'SIM de datos']);
    expect(LOCALES.map((locale) => items[locale].tags)).toEqual([
      ['流量卡', '全国通用'],
      ['流量卡', '全國通用'],
      ['Data SIM', 'Nationwide'],
      ['Data SIM', 'Nationwide'],
      ['Data SIM', 'Nationwide'],
    ]);
    expect(items.en.subtitle).toBe('全国通用流量');
    const pages = await inEveryLocale((locale) => ask(api.singlePageInfo.path, locale, { query: { promoCode: 'polyglot', pageCode: 'words' } }));
    expect(LOCALES.map((locale) => pages[locale].title)).toEqual(['春季专场', '春季專場', '春季专场', 'Printemps', '春季专场']);
    expect(pages.es.goods[0].name).toBe('SIM de datos');
  });

  it('answers the SIM layout by the chain, the seeded translations included', async () => {
    const token = await cardLogin(shop.app, DemoCard.normal);
    const headers = { [RequestHeader.simNo]: DemoCard.normal, [CARD_TOKEN_HEADER]: token };
    const layouts = await inEveryLocale((locale) => ask(api.simLayout.path, locale, { headers }));
    expect(LOCALES.map((locale) => layouts[locale].name)).toEqual([
      '号码优选 · 流量卡自助',
      '號碼優選 · 流量卡自助',
      'Best Numbers · Data SIM Self-Service',
      'Best Numbers · Espace carte data',
      'Best Numbers · Autoservicio SIM de datos',
    ]);
    expect(LOCALES.map((locale) => layouts[locale].tabBar.items[0].title)).toEqual(['首页', '首頁', 'Home', 'Accueil', 'Inicio']);
    // A promoter without a layout shows the shop's default one, in the locale too.
    const fallback = await inEveryLocale((locale) => ask(api.simLoginConfig.path, locale, { query: { promoCode: 'polyglot' } }));
    expect(LOCALES.map((locale) => fallback[locale].title)).toEqual(['物联网卡自助服务', '物聯網卡自助服務', 'IoT SIM Self-Service', 'Espace carte IoT', 'Autoservicio SIM IoT']);
    // So is the shop's own login notice, when the promoter wrote none.
    expect(LOCALES.map((locale) => HAN.test(fallback[locale].notice))).toEqual([true, true, false, false, false]);
    expect(fallback['zh-Hant'].notice).not.toBe(fallback['zh-Hans'].notice);
    // The popup's content has English only: fr and es read it.
    expect(layouts.fr.popup.content).toBe(layouts.en.popup.content);
    expect(layouts['zh-Hant'].popup.title).toBe('實名認證提醒');
  });

  it('answers help questions by the chain: English for fr and es where the question has it, converted for zh-Hant', async () => {
    const hot = await inEveryLocale((locale) => ask(api.hotQuestionList.path, locale, { query: { locale } }));
    expect(hot.fr[0].title).toBe(hot.en[0].title);
    expect(hot.es[0].title).toBe(hot.en[0].title);
    expect(hot.en[0].title).not.toMatch(HAN);
    expect(hot['zh-Hant'][0].title).toBe('什麼是靚號？怎樣快速找到喜歡的號碼？');
    const view = await ask(api.sysQuestionView.path, 'zh-Hant', { query: { id: String(hot['zh-Hant'][0].id), locale: 'zh-Hant' } });
    expect(view).toMatchObject({ title: '什麼是靚號？怎樣快速找到喜歡的號碼？', locale: 'zh-Hant' });
    // A zh-Hant visitor finds the Simplified original by typing in Traditional characters.
    const found = await ask(api.sysQuestionList.path, 'zh-Hant', { query: { locale: 'zh-Hant', keyword: '靚號' } });
    expect(found.list.map((item: { title: string }) => item.title)).toContain('什麼是靚號？怎樣快速找到喜歡的號碼？');
  });
});

describe('the demo shop in en, fr and es', () => {
  const withoutChinese = (texts: readonly string[]) => texts.filter((text) => HAN.test(text));

  it.each(['en', 'fr', 'es'] as const)('shows no Chinese in the promoters’ content in %s', async (locale) => {
    for (const promoCode of ['demo', 'sunrise']) {
      const config = await ask(api.baseConfig.path, locale, { query: { promoCode } });
      const { front } = config;
      const titles = (items: { title?: string }[]) => items.map((item) => item.title ?? '');
      const storefront = [config.promoName, front.title, front.keywords, front.description, front.bottomTips, ...titles(front.fastNav)];
      expect(withoutChinese([...storefront, ...titles(front.indexCarousel), ...titles(config.shopMenu)])).toEqual([]);
      const { list } = await ask(api.goodsList.path, locale, { query: { promoCode, pageSize: '50' } });
      expect(list.length).toBeGreaterThan(0);
      const words = (item: { name: string; subtitle: string; tags: string[]; details: string[] }) => [item.name, item.subtitle, ...item.tags, ...item.details];
      expect(withoutChinese(list.flatMap(words))).toEqual([]);
    }
    const featured = [
      { promoCode: 'demo', pageCode: 'spring' },
      { promoCode: 'sunrise', pageCode: 'local' },
    ];
    for (const { promoCode, pageCode } of featured) {
      const page = await ask(api.singlePageInfo.path, locale, { query: { promoCode, pageCode } });
      expect(withoutChinese([page.title, ...page.intro, ...page.goods.map((item: { name: string }) => item.name)])).toEqual([]);
    }
    for (const simNo of [DemoCard.normal, DemoCard.viceAndBreak]) {
      const token = await cardLogin(shop.app, simNo);
      const layout = await ask(api.simLayout.path, locale, { headers: { [RequestHeader.simNo]: simNo, [CARD_TOKEN_HEADER]: token } });
      const titles = (items: { title?: string }[]) => items.map((item) => item.title ?? '');
      const words = [layout.name, layout.notice, layout.popup.title, layout.popup.content, ...titles(layout.menus), ...titles(layout.carousels)];
      expect(withoutChinese([...words, ...titles(layout.tabBar.items), ...titles(layout.user.carousels), ...titles(layout.user.service)])).toEqual([]);
      // Sunrise has no service agreement or task rules of its own: the shop's defaults, in the locale too.
      for (const type of ['service', 'taskRule']) {
        const protocol = await ask(api.iotProtocol.path, locale, { query: { type }, headers: { [RequestHeader.simNo]: simNo, [CARD_TOKEN_HEADER]: token } });
        expect(withoutChinese([protocol.title, ...protocol.paragraphs])).toEqual([]);
      }
    }
    for (const promoCode of ['demo', 'sunrise']) {
      const protocol = await ask(api.iotLoginProtocol.path, locale, { query: { promoCode } });
      expect(withoutChinese([protocol.title, ...protocol.paragraphs])).toEqual([]);
      const login = await ask(api.simLoginConfig.path, locale, { query: { promoCode } });
      expect(withoutChinese([login.title, login.notice, login.protocolTitle])).toEqual([]);
    }
  });
});

describe('saving translations', () => {
  const storedTranslations = async () => (await shop.db.select().from(promoters).where(eq(promoters.promoCode, 'polyglot')))[0]?.translations;

  it('stores each locale’s translations with the content, and replaces them on the next save', async () => {
    expect(await storedTranslations()).toEqual(polyglot.translations);
    const [product] = await shop.db.select().from(goods).where(eq(goods.name, '移动流量卡'));
    expect(product?.translations).toEqual({ en: { name: 'China Mobile Data SIM', tags: ['Data SIM', 'Nationwide'] }, es: { name: 'SIM de datos' } });
    const [page] = await shop.db.select().from(singlePages).where(eq(singlePages.pageCode, 'words'));
    expect(page?.translations).toEqual({ fr: { title: 'Printemps' } });
    const [layout] = await shop.db.select().from(simLayouts).where(eq(simLayouts.promoCode, 'sunrise'));
    expect(layout?.translations.en?.name).toBe('Sunrise Telecom · Card Centre');

    await shop.services.promoter.save({ ...polyglot, translations: { es: { title: 'Tienda de números' } } });
    expect(await storedTranslations()).toEqual({ es: { title: 'Tienda de números' } });
    expect((await ask(api.baseConfig.path, 'es', { query: { promoCode: 'polyglot' } })).front.title).toBe('Tienda de números');
    expect((await ask(api.baseConfig.path, 'en', { query: { promoCode: 'polyglot' } })).front.title).toBe('靓号商城');
    await shop.services.promoter.save(polyglot);
  });

  it.each([
    ['a list that does not match the entries', { en: { fastNav: ['Only one'] } }, 'fastNav 的 en 译文有 1 项，原文有 2 项'],
    ['a field that is not translatable', { en: { logo: '/x.svg' } }, 'logo'],
    ['a locale the shop does not have', { de: { title: 'Nummernladen' } }, 'de'],
    ['the Chinese original as a translation', { 'zh-Hans': { title: '别的' } }, 'zh-Hans'],
  ])('refuses %s and writes nothing', async (_case, translations, message) => {
    await expect(shop.services.promoter.save({ ...polyglot, front: { ...polyglot.front, title: '改过的' }, translations } as typeof polyglot)).rejects.toThrow(message);
    expect(await storedTranslations()).toEqual(polyglot.translations);
    expect((await ask(api.baseConfig.path, 'zh-Hans', { query: { promoCode: 'polyglot' } })).front.title).toBe('靓号商城');
  });

  it('refuses a product or a featured page whose translated lists do not match', async () => {
    const product = aGoods({ promoCode: 'polyglot', name: '不该存下', tags: ['一', '二'], translations: { fr: { tags: ['un'] } } });
    await expect(shop.services.goods.addGoods(product)).rejects.toThrow('tags 的 fr 译文有 1 项，原文有 2 项');
    expect(await shop.db.select().from(goods).where(eq(goods.name, '不该存下'))).toEqual([]);
    const page = aSinglePage({ promoCode: 'polyglot', pageCode: 'refused', intro: ['一段'], translations: { en: { intro: [] } } });
    await expect(shop.services.goods.saveSinglePage(page)).rejects.toThrow('intro 的 en 译文有 0 项，原文有 1 项');
    expect(await shop.db.select().from(singlePages).where(eq(singlePages.pageCode, 'refused'))).toEqual([]);
  });
});
