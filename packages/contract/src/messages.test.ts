import { describe, expect, it } from 'vitest';
import { CatalogueMessage, CatalogueText } from './codes';
import { inLocales } from './constants';
import { ValidationText } from './fields';
import { catalogueTexts, defineMessages, renderCatalogue, renderMessage, schemaMessageOf, schemaTexts, untranslated, withValues } from './messages';

const Sample = defineMessages('sample', {
  plain: inLocales('好', '好', 'Good', 'Bien', 'Bien'),
  waited: withValues(
    (seconds: number) => ({ seconds }),
    inLocales('请 {seconds} 秒后再试', '請 {seconds} 秒後再試', 'Wait {seconds} s', 'Attendez {seconds} s', 'Espera {seconds} s'),
  ),
  named: withValues(
    (field: string, problem: ReturnType<typeof untranslated>) => ({ field, problem }),
    inLocales('{field}：{problem}', '{field}：{problem}', '{field}: {problem}', '{field} : {problem}', '{field}: {problem}'),
  ),
  listed: withValues((items: ReturnType<typeof untranslated>[]) => ({ items }), inLocales('{items}', '{items}', '{items}', '{items}', '{items}')),
});

describe('messages', () => {
  it('are keyed by area and name, and render in each locale', () => {
    expect(Sample.plain.key).toBe('sample.plain');
    expect(renderMessage(Sample.plain, 'fr')).toBe('Bien');
    expect(Sample.waited(30)).toMatchObject({ key: 'sample.waited', values: { seconds: 30 } });
    expect(renderMessage(Sample.waited(30), 'zh-Hans')).toBe('请 30 秒后再试');
    expect(renderMessage(Sample.waited(30), 'en')).toBe('Wait 30 s');
  });

  it('render a message given as a value in the same locale, and join lists as the locale joins clauses', () => {
    const clause = Sample.named('mobile', Sample.plain);
    expect(renderMessage(clause, 'zh-Hant')).toBe('mobile：好');
    expect(renderMessage(clause, 'fr')).toBe('mobile : Bien');
    const both = Sample.listed([Sample.named('a', Sample.plain), Sample.named('b', Sample.plain)]);
    expect(renderMessage(both, 'zh-Hans')).toBe('a：好；b：好');
    expect(renderMessage(both, 'en')).toBe('a: Good; b: Good');
    expect(renderMessage(both, 'fr')).toBe('a : Bien ; b : Bien');
  });

  it('put a value in once: braces in what a caller sent stay as they are', () => {
    expect(renderMessage(Sample.named('{problem}', Sample.plain), 'en')).toBe('{problem}: Good');
    expect(renderMessage(Sample.named('{constructor}', untranslated('{toString}')), 'en')).toBe('{constructor}: {toString}');
  });

  it('survive JSON, as a stored answer does', () => {
    const stored = JSON.parse(JSON.stringify(Sample.named('mobile', Sample.waited(5))));
    expect(renderMessage(stored, 'es')).toBe('mobile: Espera 5 s');
  });

  it('say an untranslated text the same in every locale', () => {
    expect(renderMessage(untranslated('卖光了'), 'fr')).toBe('卖光了');
  });

  it('render a whole catalogue in one locale, in its shape', () => {
    const zh = renderCatalogue(Sample, 'zh-Hans');
    expect(zh.plain).toBe('好');
    expect(zh.waited(3)).toBe('请 3 秒后再试');
  });

  it('list their texts for the tests, and nothing for other values', () => {
    expect(catalogueTexts(Sample)?.map(({ key }) => key)).toEqual(['sample.plain', 'sample.waited', 'sample.named', 'sample.listed']);
    expect(catalogueTexts({ plain: Sample.plain })).toBeUndefined();
  });
});

describe('schema texts', () => {
  it("are the zh-Hans texts, and lead back to their message", () => {
    expect(ValidationText.mobile).toBe('请输入 11 位手机号');
    expect(schemaMessageOf(ValidationText.mobile)?.texts.en).toBe('Please enter an 11-digit mobile number');
    expect(schemaMessageOf('某个没有登记的文字')).toBeUndefined();
  });

  it('refuse one zh-Hans text translated in two ways', () => {
    const Twin = defineMessages('twin', { mobile: inLocales('请输入 11 位手机号', '請輸入 11 位手機號', 'Mobile?', 'Mobile ?', '¿Móvil?') });
    expect(() => schemaTexts(Twin)).toThrow(/translated in two ways/);
  });
});

describe("the spec's catalogue", () => {
  it('keeps the texts of spec 8 as its zh-Hans texts', () => {
    expect(CatalogueText).toEqual({
      failed: '操作失败',
      sessionExpired: '登录超时，请重新登录！',
      soldOut: '哎呀！客官来晚了，该商品卖光啦！',
      orderRejected: '订单受理失败，请联系客服处理！',
      numberTaken: '哎呀！客官来晚了，号码被他人抢先预约！',
      moduleClosed: '当前访问的功能模块暂未开放，敬请期待！',
      notDirectDownstream: '该代理商不是你的直属下游，你无需关注TA的定价！',
      other: '其他错误',
      http500: '网络错误，请更换网络或稍后重试',
      httpOther: '请求错误',
      networkFailure: '网络错误，换个网络试试。',
      emptyBody: '数据响应异常',
      appDomainFailed: '获取访问节点失败，请稍后重试或联系管理员!',
      appDomainNetwork: '内部网络故障，请稍后重试！',
    });
    expect(renderMessage(CatalogueMessage.soldOut, 'en')).toBe('Oh no! You are a little late: this item has sold out!');
  });
});
