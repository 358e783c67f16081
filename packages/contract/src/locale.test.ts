import { describe, expect, it } from 'vitest';
import { localeOfAcceptLanguage, normaliseLocale, resolveLocale } from './locale';

describe('normaliseLocale', () => {
  it.each([
    ['zh-TW', 'zh-Hant'],
    ['zh-HK', 'zh-Hant'],
    ['zh-MO', 'zh-Hant'],
    ['zh_tw', 'zh-Hant'],
    ['zh-Hant', 'zh-Hant'],
    ['zh-Hant-CN', 'zh-Hant'],
    ['yue-Hant-HK', 'zh-Hant'],
    ['zh', 'zh-Hans'],
    ['zh-CN', 'zh-Hans'],
    ['zh-SG', 'zh-Hans'],
    ['zh-Hans', 'zh-Hans'],
    ['zh-Hans-HK', 'zh-Hans'],
    ['en', 'en'],
    ['en-GB', 'en'],
    ['EN-us', 'en'],
    ['fr-CA', 'fr'],
    ['es-419', 'es'],
    ['de-DE', null],
    ['ja', null],
    ['', null],
  ])('%s -> %s', (tag, locale) => {
    expect(normaliseLocale(tag)).toBe(locale);
  });
});

describe('resolveLocale', () => {
  it('prefers the stored choice', () => {
    expect(resolveLocale({ stored: 'fr', appConfig: 'es', browser: ['zh-CN'] })).toBe('fr');
  });

  it('then the app config', () => {
    expect(resolveLocale({ stored: null, appConfig: 'es', browser: ['zh-CN'] })).toBe('es');
  });

  it('skips a stored value that is no locale', () => {
    expect(resolveLocale({ stored: 'klingon', appConfig: 'zh-Hant', browser: [] })).toBe('zh-Hant');
  });

  it('then the first browser language that maps to a locale', () => {
    expect(resolveLocale({ browser: ['de-DE', 'ja', 'zh-TW', 'en'] })).toBe('zh-Hant');
  });

  it('and English when nothing maps', () => {
    expect(resolveLocale({ stored: '', appConfig: 'de', browser: ['ja', 'ko'] })).toBe('en');
    expect(resolveLocale({ browser: [] })).toBe('en');
  });
});

describe('localeOfAcceptLanguage', () => {
  it.each([
    ['fr', 'fr'],
    ['zh-Hant', 'zh-Hant'],
    ['zh-CN,zh;q=0.9', 'zh-Hans'],
    ['de-DE,de;q=0.9,es;q=0.8,en;q=0.7', 'es'],
    ['en;q=0.5, zh-TW', 'zh-Hant'],
    ['de, *', null],
    ['fr;q=0', null],
    ['', null],
    [undefined, null],
  ])('reads %j as %s', (header, locale) => {
    expect(localeOfAcceptLanguage(header)).toBe(locale);
  });
});
