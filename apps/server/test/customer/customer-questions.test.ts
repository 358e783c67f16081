import { envelope, findPage, parsePageUrl, QUESTION_SEARCH_MAX, sysQuestionList, sysQuestionView } from '@shop/contract';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { questions, questionTexts } from '../../src/db/schema';
import { PromoterText } from '../../src/modules/promoter/service';
import { type CategoryInput, CustomerText, type QuestionInput, SUMMARY_LENGTH } from '../../src/modules/customer/service';
import { demoSettings } from '../../src/seed/demo';
import { aPromoter, someGenericSettings } from '../../src/seed/factories';
import { useTestApp } from '../support/app';

const shop = useTestApp();

type Query = Record<string, string | number | undefined>;

const call = async (path: string, query: Query) => {
  const given = Object.entries(query).flatMap(([name, value]): [string, string][] => (value === undefined ? [] : [[name, String(value)]]));
  const response = await shop.app.inject({ method: 'GET', url: `${path}?${new URLSearchParams(given)}` });
  return { status: response.statusCode, body: response.json() };
};

const list = async (query: Query = {}) => {
  const { status, body } = await call('/api/shop/sysQuestion/list', query);
  expect(status, JSON.stringify(body)).toBe(200);
  const data = envelope(sysQuestionList.data).parse(body).data;
  if (!data) throw new Error(`No data in ${JSON.stringify(body)}`);
  return data;
};

const view = async (query: Query) => {
  const { status, body } = await call('/api/shop/sysQuestion/view', query);
  expect(status, JSON.stringify(body)).toBe(200);
  const data = envelope(sysQuestionView.data).parse(body).data;
  if (!data) throw new Error(`No data in ${JSON.stringify(body)}`);
  return data;
};

const titles = async (query: Query = {}) => (await list({ pageSize: 50, ...query })).list.map((item) => item.title);

/** `helpdesk` starts with no questions of its own: it sees the shop's and what these tests give it. */
const question = (overrides: Partial<QuestionInput> & Pick<QuestionInput, 'categoryId'>): QuestionInput => ({
  promoCode: 'helpdesk',
  texts: { 'zh-Hans': { title: '帮助台的问题', answerHtml: '<p>帮助台的回答</p>' } },
  ...overrides,
});

let categories: { id: number; name: string }[];
let sunriseQuestion: number;

beforeAll(async () => {
  await shop.services.promoter.save(aPromoter({ promoCode: 'helpdesk' }));
  categories = (await list()).categories;
  const [sunriseOwn] = (await list({ promoCode: 'sunrise', keyword: '朝阳通信' })).list;
  if (!sunriseOwn) throw new Error('The seed gives sunrise questions of its own.');
  sunriseQuestion = sunriseOwn.id;
});

describe('GET /api/shop/sysQuestion/list', () => {
  it("lists the default promoter's questions in Chinese, in the help centre's order, with the categories that hold any", async () => {
    const data = await list();
    expect(data).toMatchObject({ page: 1, pageSize: 20, hasMore: false });
    expect(data.list).toHaveLength(14);
    expect(data.list[0]).toMatchObject({ title: '什么是靓号？怎样快速找到喜欢的号码？', categoryId: categories[0]?.id });
    expect(data.categories.map((category) => category.name)).toEqual(['选号与预约', '订单与支付', '配送与激活', '售后与退款']);
    // The list runs category by category.
    const order = data.list.map((item) => data.categories.findIndex((category) => category.id === item.categoryId));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it("summarises each answer in its first words, without markup", async () => {
    for (const { summary } of (await list()).list) {
      expect(summary).not.toMatch(/[<>]/);
      expect(Array.from(summary).length).toBeLessThanOrEqual(SUMMARY_LENGTH + 1);
    }
    const [first] = (await list()).list;
    expect(first?.summary).toMatch(/^靓号是数字规律好记的号码，例如 AABB、ABCD 顺子.*…$/);
  });

  it('filters by category', async () => {
    const delivery = categories[2];
    const data = await list({ categoryId: delivery?.id ?? 0 });
    expect(data.list.map((item) => item.title)).toEqual(['付款后多久发货？怎么查看物流？', '收到卡后如何激活？', '激活时人像核验一直失败怎么办？']);
    // The categories stay the whole set whatever the filter.
    expect(data.categories).toEqual(categories);
  });

  it("refuses an unknown category and another promoter's with a 404", async () => {
    const own = await shop.services.customer.saveCategory({ promoCode: 'sunrise', names: { 'zh-Hans': '企业号码' } });
    await shop.services.customer.saveQuestion(question({ promoCode: 'sunrise', categoryId: own }));
    for (const query of [{ categoryId: 2_000_000 }, { categoryId: own }, { categoryId: own, promoCode: 'demo' }]) {
      const { status, body } = await call('/api/shop/sysQuestion/list', query);
      expect(status).toBe(404);
      expect(body).toEqual({ code: -1, message: CustomerText.unknownCategory, data: null });
    }
    expect((await list({ promoCode: 'sunrise', categoryId: own })).list.map((item) => item.title)).toEqual(['帮助台的问题']);
    expect((await list({ promoCode: 'sunrise' })).categories.map((category) => category.name)).toContain('企业号码');
  });

  it('refuses a category that holds no question the visitor is shown, as an unknown one', async () => {
    const empty = await shop.services.customer.saveCategory({ promoCode: null, names: { 'zh-Hans': '暂无问题' } });
    const { status, body } = await call('/api/shop/sysQuestion/list', { categoryId: empty });
    expect({ status, body }).toEqual({ status: 404, body: { code: -1, message: CustomerText.unknownCategory, data: null } });
    expect((await list()).categories).toEqual(categories);
  });

  it('follows a new default promoter as soon as the settings change', async () => {
    const sunriseOnly = '朝阳通信支持到店自提吗？';
    expect(await titles()).not.toContain(sunriseOnly);
    await shop.services.hk.saveGenericSettings(someGenericSettings({ defaultPromoCode: 'sunrise' }));
    try {
      expect(await titles()).toContain(sunriseOnly);
    } finally {
      await shop.services.hk.saveGenericSettings(demoSettings);
    }
    expect(await titles()).not.toContain(sunriseOnly);
  });

  it('finds a keyword in titles and in the words of answers', async () => {
    expect(await titles({ keyword: '物流' })).toEqual(['支持哪些支付方式？付款后在哪里查看订单？', '付款后多久发货？怎么查看物流？']);
    // Only in an answer: "原路退回".
    expect(await titles({ keyword: '原路退回' })).toEqual(['可以取消订单并退款吗？', '号码无法交付怎么办？']);
    expect(await titles({ keyword: '联系客服' })).toEqual(['激活时人像核验一直失败怎么办？', '可以取消订单并退款吗？', '遇到问题如何联系客服？']);
    expect(await titles({ keyword: '  联系客服 ', categoryId: categories[3]?.id ?? 0 })).toEqual(['可以取消订单并退款吗？', '遇到问题如何联系客服？']);
  });

  it('searches the shown language, whatever the letter case', async () => {
    expect(await titles({ keyword: 'WECHAT', locale: 'en' })).toEqual([
      'How can I pay, and where do I see my order afterwards?',
      'How do I contact customer service?',
    ]);
    expect(await titles({ keyword: 'wechat' })).toEqual([]);
  });

  it('answers an empty page when nothing matches', async () => {
    expect(await list({ keyword: '卫星电话' })).toMatchObject({ list: [], hasMore: false, categories });
  });

  it('takes % _ and \\ in a keyword literally', async () => {
    const categoryId = categories[1]?.id ?? 0;
    const texts = { 'zh-Hans': { title: '退款是 100% 吗？', answerHtml: '<p>是的，全额退款，路径为 C:\\退款_记录。</p>' } };
    await shop.services.customer.saveQuestion(question({ categoryId, texts }));
    for (const keyword of ['%', '_', '\\']) expect(await titles({ keyword }), keyword).toEqual([]);
    for (const keyword of ['0%', '%', '_记录', '\\退']) expect(await titles({ keyword, promoCode: 'helpdesk' }), keyword).toEqual(['退款是 100% 吗？']);
  });

  it('refuses a search longer than the limit, naming the field only', async () => {
    const { status, body } = await call('/api/shop/sysQuestion/list', { keyword: '号'.repeat(QUESTION_SEARCH_MAX + 1) });
    expect(status).toBe(400);
    expect(body).toEqual({ code: -1, message: `keyword：搜索词最长 ${QUESTION_SEARCH_MAX} 个字`, data: null });
    expect((await list({ keyword: '号'.repeat(QUESTION_SEARCH_MAX) })).list).toEqual([]);
  });

  it('pages through the list without repeats, telling whether more follow', async () => {
    const all = (await list()).list.map((item) => item.id);
    const pages = await Promise.all([1, 2, 3].map((page) => list({ page, pageSize: 5 })));
    expect(pages.map((page) => page.hasMore)).toEqual([true, true, false]);
    expect(pages.flatMap((page) => page.list.map((item) => item.id))).toEqual(all);
    expect(await list({ page: 4, pageSize: 5 })).toMatchObject({ list: [], hasMore: false });
    expect((await list({ page: 2, pageSize: 7 })).hasMore).toBe(false);
  });

  it('answers in the asked locale, then English for fr and es, each question in Chinese where it has neither', async () => {
    const en = await list({ locale: 'en', promoCode: 'sunrise' });
    expect(en.list[0]?.title).toBe('What is a vanity number, and how do I find one I like?');
    expect(en.list.map((item) => item.title)).toContain('朝阳通信可以办理北京本地号码吗？');
    expect(en.categories[0]?.name).toBe('Choosing a number');
    const fr = await list({ locale: 'fr' });
    expect(fr.list[0]?.title).toBe('What is a vanity number, and how do I find one I like?');
    expect((await list({ locale: 'fr', promoCode: 'sunrise' })).list.map((item) => item.title)).toContain('朝阳通信可以办理北京本地号码吗？');
    expect(fr.categories[3]?.name).toBe('Après-vente et remboursements');
  });

  it("shows a promoter its own questions beside the shop's, and nobody else's", async () => {
    const sunrise = await titles({ promoCode: 'sunrise' });
    expect(sunrise).toEqual(expect.arrayContaining(['朝阳通信可以办理北京本地号码吗？', '朝阳通信支持到店自提吗？', '什么是靓号？怎样快速找到喜欢的号码？']));
    const demo = await titles({ promoCode: 'demo' });
    expect(demo).toEqual(await titles());
    expect(demo.filter((title) => title.includes('朝阳通信'))).toEqual([]);
  });

  it('refuses an unknown promo code as baseConfig does, and a bad locale or page naming the field', async () => {
    const unknown = await call('/api/shop/sysQuestion/list', { promoCode: 'nobody' });
    expect(unknown).toEqual({ status: 404, body: { code: -1, message: PromoterText.unknownPromoter('nobody'), data: null } });
    const bad: Query[] = [{ locale: 'de' }, { page: 0 }, { pageSize: 51 }, { categoryId: 'abc' }];
    for (const query of bad) {
      const { status, body } = await call('/api/shop/sysQuestion/list', query);
      expect(status).toBe(400);
      expect(body.message).toMatch(new RegExp(`^${Object.keys(query)[0]}：`));
    }
  });
});

describe('GET /api/shop/sysQuestion/view', () => {
  it('shows a question with its rich answer, category and others of its category', async () => {
    const [first, second] = (await list()).list;
    const data = await view({ id: first?.id ?? 0 });
    expect(data).toMatchObject({ id: first?.id, title: first?.title, categoryId: categories[0]?.id, categoryName: '选号与预约', locale: 'zh-Hans' });
    expect(data.answerHtml).toContain('<strong>AABB</strong>');
    expect(data.answerHtml).toContain('<ul><li>');
    expect(Date.parse(data.updatedAt)).not.toBeNaN();
    expect(data.related[0]).toEqual({ id: second?.id, title: second?.title });
    expect(data.related.map((item) => item.id)).not.toContain(first?.id);
    expect(data.related.length).toBeLessThanOrEqual(5);
  });

  it('links only to pages of the shop that exist, or to a phone', async () => {
    for (const { id } of (await list({ promoCode: 'sunrise', pageSize: 50 })).list) {
      const { answerHtml } = await view({ id, promoCode: 'sunrise' });
      for (const [, href = ''] of answerHtml.matchAll(/href="([^"]*)"/g)) {
        if (href.startsWith('tel:')) continue;
        expect(href, href).toMatch(/^\/shop\/#\//);
        expect(findPage(parsePageUrl(href).path), href).toBeDefined();
      }
    }
  });

  it('answers in the asked locale, in English for es where it has no Spanish, in Chinese where it has neither', async () => {
    const [first] = (await list()).list;
    const id = first?.id ?? 0;
    expect(await view({ id, locale: 'en' })).toMatchObject({
      title: 'What is a vanity number, and how do I find one I like?',
      categoryName: 'Choosing a number',
      locale: 'en',
    });
    expect(await view({ id, locale: 'es' })).toMatchObject({
      title: 'What is a vanity number, and how do I find one I like?',
      categoryName: 'Elegir un número',
      locale: 'en',
    });
    expect(await view({ id: sunriseQuestion, promoCode: 'sunrise', locale: 'es' })).toMatchObject({ title: '朝阳通信可以办理北京本地号码吗？', locale: 'zh-Hans' });
  });

  it("answers 404 for an unknown question, an unpublished one and another promoter's", async () => {
    const hidden = await shop.services.customer.saveQuestion(question({ categoryId: categories[0]?.id ?? 0, published: false }));
    const unseen: Query[] = [{ id: 2_000_000 }, { id: hidden, promoCode: 'helpdesk' }, { id: sunriseQuestion }, { id: sunriseQuestion, promoCode: 'helpdesk' }];
    for (const query of unseen) {
      const { status, body } = await call('/api/shop/sysQuestion/view', query);
      expect(status).toBe(404);
      expect(body).toEqual({ code: -1, message: CustomerText.unknownQuestion, data: null });
    }
    expect((await view({ id: sunriseQuestion, promoCode: 'sunrise' })).title).toBe('朝阳通信可以办理北京本地号码吗？');
  });

  it('refuses a missing or malformed id naming the field', async () => {
    for (const query of [{}, { id: 'abc' }, { id: 0 }, { id: '1.5' }]) {
      const { status, body } = await call('/api/shop/sysQuestion/view', query);
      expect(status).toBe(400);
      expect(body.message).toMatch(/^id：/);
    }
  });
});

describe('saving questions', () => {
  it('strips scripts, handlers and script links from an answer before it is stored or searched', async () => {
    const id = await shop.services.customer.saveQuestion(
      question({
        categoryId: categories[0]?.id ?? 0,
        texts: {
          'zh-Hans': {
            title: '安全的回答',
            answerHtml:
              '<p>正文<script>alert("steal")</script></p><img src="/shop/x.png" onerror="alert(1)">' +
              '<a href="javascript:alert(2)">点我</a><p style="color:red" onclick="x()">完</p>',
          },
        },
      }),
    );
    const [row] = await shop.db.select().from(questionTexts).where(eq(questionTexts.questionId, id));
    expect(row).toMatchObject({ answerHtml: '<p>正文</p><img src="/shop/x.png" /><a>点我</a><p>完</p>', answerText: '正文 点我 完' });
    expect((await view({ id, promoCode: 'helpdesk' })).answerHtml).toBe('<p>正文</p><img src="/shop/x.png" /><a>点我</a><p>完</p>');
    expect(await titles({ keyword: 'alert', promoCode: 'helpdesk' })).toEqual([]);
  });

  it('shows a change at once, replacing every text of the question', async () => {
    const categoryId = categories[3]?.id ?? 0;
    const id = await shop.services.customer.saveQuestion(
      question({ categoryId, texts: { 'zh-Hans': { title: '旧标题', answerHtml: '<p>旧</p>' }, en: { title: 'Old title', answerHtml: '<p>Old</p>' } } }),
    );
    await shop.services.customer.saveQuestion(question({ id, categoryId, texts: { 'zh-Hans': { title: '新标题', answerHtml: '<p>新</p>' } } }));
    expect(await view({ id, promoCode: 'helpdesk', locale: 'en' })).toMatchObject({ title: '新标题', answerHtml: '<p>新</p>', locale: 'zh-Hans' });
  });

  it('refuses bad questions and writes nothing', async () => {
    const before = (await shop.db.select({ n: count() }).from(questions))[0]?.n;
    const categoryId = categories[0]?.id ?? 0;
    const sunriseCategory = await shop.services.customer.saveCategory({ promoCode: 'sunrise', names: { 'zh-Hans': '门店服务' } });
    const text = { title: '标题', answerHtml: '<p>回答</p>' };
    const refusals: [QuestionInput, RegExp][] = [
      [question({ categoryId, texts: { 'zh-Hans': { title: '只有脚本', answerHtml: '<script>alert(1)</script>' } } }), /答案不能为空/],
      [question({ categoryId, texts: { en: text } as QuestionInput['texts'] }), new RegExp(CustomerText.noOriginal)],
      [question({ categoryId, texts: { 'zh-Hans': text, de: text } as QuestionInput['texts'] }), new RegExp(CustomerText.unknownLocale)],
      [question({ categoryId, texts: { 'zh-Hans': { ...text, title: ' ' } } }), /问题标题不能为空/],
      [question({ categoryId: sunriseCategory }), new RegExp(CustomerText.unknownCategory)],
      [question({ promoCode: null, categoryId: sunriseCategory }), new RegExp(CustomerText.unknownCategory)],
      [question({ id: sunriseQuestion, categoryId }), new RegExp(CustomerText.unknownQuestion)],
      [question({ promoCode: 'nobody', categoryId }), new RegExp(PromoterText.unknownPromoter('nobody'))],
    ];
    for (const [input, message] of refusals) await expect(shop.services.customer.saveQuestion(input), JSON.stringify(input)).rejects.toThrow(message);
    expect((await shop.db.select({ n: count() }).from(questions))[0]?.n).toBe(before);
    expect((await view({ id: sunriseQuestion, promoCode: 'sunrise' })).title).toBe('朝阳通信可以办理北京本地号码吗？');
  });

  it("refuses a category without its Chinese name, and another promoter's category to change", async () => {
    const { saveCategory } = shop.services.customer;
    await expect(saveCategory({ promoCode: null, names: { en: 'No Chinese' } as CategoryInput['names'] })).rejects.toThrow(CustomerText.noOriginal);
    await expect(saveCategory({ id: categories[0]?.id, promoCode: 'helpdesk', names: { 'zh-Hans': '改名' } })).rejects.toThrow(CustomerText.unknownCategory);
    expect((await list()).categories[0]?.name).toBe('选号与预约');
  });
});
