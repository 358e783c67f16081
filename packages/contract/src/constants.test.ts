import { describe, expect, it } from 'vitest';
import {
  AgeUnit,
  DESIGN_WIDTH_REM,
  FALLBACK_LOCALE,
  greetingFor,
  isLifetimeAge,
  isLocale,
  LOCALES,
  normaliseArrangement,
  REQUEST_TIMEOUT_MS,
  rootFontSize,
  rpxToRem,
  TabBarStyle,
  ToastMs,
  wifiBandsOf,
} from './constants';

describe('greetingFor', () => {
  it.each([
    [0, 'lateNight'],
    [5, 'lateNight'],
    [6, 'morning'],
    [10, 'morning'],
    [11, 'noon'],
    [13, 'noon'],
    [14, 'afternoon'],
    [19, 'afternoon'],
    [20, 'evening'],
    [21, 'evening'],
    [22, 'lateNight'],
    [23, 'lateNight'],
  ] as const)('hour %i is %s', (hour, greeting) => {
    expect(greetingFor(hour)).toBe(greeting);
  });

  it.each([-1, 24, 6.5, Number.NaN])('refuses hour %s', (hour) => {
    expect(() => greetingFor(hour)).toThrow(RangeError);
  });
});

describe('layout', () => {
  it('converts design pixels to rem at 10/320 with 5 decimals', () => {
    expect(rpxToRem(32)).toBe(1);
    expect(rpxToRem(750)).toBe(23.4375);
    expect(rpxToRem(1)).toBe(0.03125);
    expect(rpxToRem(0.5)).toBe(0.01563);
    expect(rpxToRem(-0.5)).toBe(-0.01563);
    expect(rpxToRem(0.0001)).toBe(0);
    expect(Object.is(rpxToRem(-0.0001), 0)).toBe(true);
    expect(DESIGN_WIDTH_REM).toBe(23.4375);
  });

  it('sizes the root font from the screen width, a desktop counting as a phone', () => {
    expect(rootFontSize(375)).toBe(16);
    expect(rootFontSize(960)).toBe(40.96);
    expect(rootFontSize(961)).toBe(16);
    expect(rootFontSize(320)).toBeCloseTo(13.65333, 5);
    expect(rootFontSize(0)).toBe(16);
    expect(rootFontSize(Number.NaN)).toBe(16);
  });
});

describe('normaliseArrangement', () => {
  it('keeps 1 and 2', () => {
    expect(normaliseArrangement(1)).toBe(1);
    expect(normaliseArrangement(2)).toBe(2);
  });

  it.each([0, 3, -1, 1.5, Number.NaN, '2', null, undefined, {}])('falls back to 1 for %s', (x) => {
    expect(normaliseArrangement(x)).toBe(1);
  });
});

describe('Wi-Fi bands', () => {
  it('has 5G only with both name and password', () => {
    expect(wifiBandsOf({ name: 'home-5G', password: 'secret12' })).toEqual(['2.4G', '5G']);
    expect(wifiBandsOf({ name: 'home-5G', password: '' })).toEqual(['2.4G']);
    expect(wifiBandsOf({ password: 'secret12' })).toEqual(['2.4G']);
    expect(wifiBandsOf({ name: null, password: null })).toEqual(['2.4G']);
  });
});

describe('values of spec 9', () => {
  it('names the age units and the lifetime length', () => {
    expect(AgeUnit).toEqual({ 1: 'days', 2: 'months', 3: 'years' });
    expect(isLifetimeAge(19)).toBe(false);
    expect(isLifetimeAge(20)).toBe(true);
  });

  it('keeps the locales with English as fallback', () => {
    expect(LOCALES).toEqual(['zh-Hans', 'zh-Hant', 'en', 'fr', 'es']);
    expect(FALLBACK_LOCALE).toBe('en');
    expect(isLocale('zh-Hant')).toBe(true);
    expect(isLocale('zh-CN')).toBe(false);
  });

  it('keeps timings and colours', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(120000);
    expect(ToastMs.copy).toBe(1500);
    expect(ToastMs.default).toBe(1500);
    expect(TabBarStyle.selectedColor).toBe('#018d71');
  });
});
