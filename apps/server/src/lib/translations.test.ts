import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkTranslatedLists, textIn, textsIn, translationChain, translationsSchema } from './translations';

const original = { title: '靓号商城', menus: ['首页', '我的'] };

describe('translationChain', () => {
  it('reads the own translation, then English for fr and es; zh-Hans reads the original', () => {
    expect(translationChain('zh-Hans')).toEqual([]);
    expect(translationChain('zh-Hant')).toEqual(['zh-Hant']);
    expect(translationChain('en')).toEqual(['en']);
    expect(translationChain('fr')).toEqual(['fr', 'en']);
    expect(translationChain('es')).toEqual(['es', 'en']);
  });
});

describe('textsIn', () => {
  const translations = { en: { title: 'Vanity Shop', menus: ['Home', ''] }, fr: { menus: ['Accueil', 'Moi'] }, 'zh-Hant': { menus: ['主頁', ''] } };

  it('picks each field and list item by the chain, the Chinese original last', () => {
    expect(textsIn(original, translations, 'zh-Hans')).toEqual(original);
    expect(textsIn(original, translations, 'en')).toEqual({ title: 'Vanity Shop', menus: ['Home', '我的'] });
    expect(textsIn(original, translations, 'fr')).toEqual({ title: 'Vanity Shop', menus: ['Accueil', 'Moi'] });
    expect(textsIn(original, translations, 'es')).toEqual({ title: 'Vanity Shop', menus: ['Home', '我的'] });
    expect(textsIn(original, {}, 'es')).toEqual(original);
  });

  it('converts the original to Traditional for zh-Hant where it has no own translation', () => {
    expect(textsIn(original, translations, 'zh-Hant')).toEqual({ title: '靚號商城', menus: ['主頁', '我的'] });
    expect(textIn('订单查询', { en: 'Find orders' }, 'zh-Hant')).toBe('訂單查詢');
    expect(textIn('订单查询', { 'zh-Hans': '订单查询', en: 'Find orders' }, 'fr')).toBe('Find orders');
  });
});

describe('checking translations', () => {
  const schema = translationsSchema(z.object({ title: z.string(), menus: z.array(z.string()) })).superRefine((translations, context) =>
    checkTranslatedLists(original, translations, context),
  );

  it('takes partial translations, and none', () => {
    expect(schema.parse(undefined)).toEqual({});
    expect(schema.parse({ es: { title: 'Tienda' } })).toEqual({ es: { title: 'Tienda' } });
  });

  it('refuses unknown locales and fields, and lists that do not match the original one by one', () => {
    expect(() => schema.parse({ de: { title: 'Laden' } })).toThrow('de');
    expect(() => schema.parse({ en: { logo: 'x' } })).toThrow('logo');
    expect(() => schema.parse({ fr: { menus: ['Accueil'] } })).toThrow('menus 的 fr 译文有 1 项，原文有 2 项，须一一对应');
  });
});
