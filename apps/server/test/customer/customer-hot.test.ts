import { envelope, HOT_QUESTION_LIMIT, hotQuestionList } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { PromoterText } from '../../src/modules/promoter/service';
import { aPromoter } from '../../src/seed/factories';
import { useTestApp } from '../support/app';

const shop = useTestApp();

const hot = async (query = '') => {
  const response = await shop.app.inject({ method: 'GET', url: `/api/shop/customer/hotQuestionList${query}` });
  return { status: response.statusCode, body: response.json() };
};

const hotTitles = async (query = '') => {
  const { status, body } = await hot(query);
  expect(status, JSON.stringify(body)).toBe(200);
  return (envelope(hotQuestionList.data).parse(body).data ?? []).map((item) => item.title);
};

const DEFAULT_HOT = [
  '什么是靓号？怎样快速找到喜欢的号码？',
  '号码价格和最低月套餐分别是什么意思？',
  '下单需要准备哪些资料？',
  '支持哪些支付方式？付款后在哪里查看订单？',
  '付款后多久发货？怎么查看物流？',
  '可以取消订单并退款吗？',
];

describe('GET /api/shop/customer/hotQuestionList', () => {
  it("lists the default promoter's hot questions as ids and titles, in the help centre's order", async () => {
    const { body } = await hot();
    expect(body.code).toBe(0);
    expect(body.data).toHaveLength(DEFAULT_HOT.length);
    for (const item of body.data) expect(Object.keys(item).sort()).toEqual(['id', 'title']);
    expect(await hotTitles()).toEqual(DEFAULT_HOT);
  });

  it("adds a promoter's own hot questions to the shop's", async () => {
    // Its question sorts after the shop's of the same category.
    expect(await hotTitles('?promoCode=sunrise')).toEqual([...DEFAULT_HOT.slice(0, 2), '朝阳通信可以办理北京本地号码吗？', ...DEFAULT_HOT.slice(2)]);
    expect(await hotTitles('?promoCode=demo')).toEqual(DEFAULT_HOT);
  });

  it('answers in the asked locale, in Chinese where a question has none', async () => {
    const en = await hotTitles('?promoCode=sunrise&locale=en');
    expect(en[0]).toBe('What is a vanity number, and how do I find one I like?');
    expect(en[2]).toBe('朝阳通信可以办理北京本地号码吗？');
  });

  it('leaves out questions that are not hot or not published, and stops at the limit', async () => {
    await shop.services.promoter.save(aPromoter({ promoCode: 'busy' }));
    const { categories } = await shop.services.customer.list({ locale: 'zh-Hans', page: 1, pageSize: 1 }, await shop.services.promoter.resolve('busy', 'required'));
    const categoryId = categories[0]?.id ?? 0;
    const save = (title: string, flags: { hot: boolean; published?: boolean }) =>
      shop.services.customer.saveQuestion({ promoCode: 'busy', categoryId, sort: -1, ...flags, texts: { 'zh-Hans': { title, answerHtml: `<p>${title}</p>` } } });
    await save('不热门', { hot: false });
    await save('未发布', { hot: true, published: false });
    await save('忙碌的热门问题', { hot: true });
    expect(await hotTitles('?promoCode=busy')).toEqual(['忙碌的热门问题', ...DEFAULT_HOT]);
    for (let n = 0; n < HOT_QUESTION_LIMIT; n += 1) await save(`热门 ${n}`, { hot: true });
    const titles = await hotTitles('?promoCode=busy');
    expect(titles).toHaveLength(HOT_QUESTION_LIMIT);
    expect(titles).not.toContain('未发布');
    expect(titles).not.toContain('不热门');
    expect(await hotTitles()).toEqual(DEFAULT_HOT);
  });

  it('refuses an unknown promo code as baseConfig does, and a bad locale naming the field', async () => {
    expect(await hot('?promoCode=nobody')).toEqual({ status: 404, body: { code: -1, message: PromoterText.unknownPromoter('nobody'), data: null } });
    const { status, body } = await hot('?locale=klingon');
    expect(status).toBe(400);
    expect(body.message).toMatch(/^locale：语言只能是/);
  });
});
