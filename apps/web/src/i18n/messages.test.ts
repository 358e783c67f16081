import { describe, expect, it } from 'vitest';
import { addMessages, translate } from './messages';

describe('a text with a count', () => {
  addMessages('en', { iotHome: { timeLeft: { days: '{{count}} days', days_one: '{{count}} day', months: '{{count}} months' } } });
  addMessages('fr', { iotHome: { timeLeft: { days: '{{count}} jours', days_one: '{{count}} jour' } } });
  addMessages('zh-Hans', { iotHome: { timeLeft: { days: '{{count}} 天', days_one: '{{count}} 天' } } });

  it("takes the locale's plural form: 1 day, 2 days, and 0 jour in French", () => {
    expect(translate('en', 'iotHome.timeLeft.days', { count: 1 })).toBe('1 day');
    expect(translate('en', 'iotHome.timeLeft.days', { count: 2 })).toBe('2 days');
    expect(translate('en', 'iotHome.timeLeft.days', { count: 0 })).toBe('0 days');
    expect(translate('fr', 'iotHome.timeLeft.days', { count: 0 })).toBe('0 jour');
    expect(translate('fr', 'iotHome.timeLeft.days', { count: 3 })).toBe('3 jours');
    expect(translate('zh-Hans', 'iotHome.timeLeft.days', { count: 1 })).toBe('1 天');
  });

  it('falls back to the plain text where the pack has no form for the count', () => {
    expect(translate('en', 'iotHome.timeLeft.months', { count: 1 })).toBe('1 months');
  });
});
