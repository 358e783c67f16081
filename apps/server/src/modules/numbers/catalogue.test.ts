import { patternIdsOf } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { planName, toNumberRow } from './catalogue';
import { generateNumbers, seededRandom } from './generate';

describe('number rows', () => {
  const generated = generateNumbers(2_000, ['demo'], seededRandom(7));
  const sample = { number: '13800138027', operator: 1, provinceCode: '440000', cityCode: '440300', priceFen: 0, planFen: 1_900, promoCode: 'demo', status: 'available' } as const;

  it('carry exactly the pattern tags patternIdsOf gives', () => {
    for (const input of generated) expect(toNumberRow(input, 1).patternIds).toEqual(patternIdsOf(input.number));
  });

  it('store the number reversed for ends-with searches', () => {
    expect(toNumberRow({ ...sample, number: '13812345678' }, 1).reversed).toBe('87654321831');
  });

  it('are featured for sought-after patterns only', () => {
    const row = (number: string) => toNumberRow({ ...sample, number }, 1);
    expect(row('13812348888').featured).toBe(true);
    expect(row('13900000520').featured).toBe(true);
    expect(row('13812357093').featured).toBe(false);
  });

  it('name the plan in yuan', () => {
    expect(planName(3_900, 'zh-Hans')).toBe('月租 39 元起');
    expect(planName(1_950, 'zh-Hans')).toBe('月租 19.50 元起');
    expect(planName(3_900, 'en')).toBe('From ¥39/month');
    expect(planName(1_950, 'fr')).toBe('À partir de 19.50 ¥/mois');
    expect(planName(3_900, 'es')).toBe('Desde 39 ¥/mes');
  });
});

describe('generated numbers', () => {
  it('are unique, valid and priced by pattern', () => {
    const generated = generateNumbers(5_000, ['demo'], seededRandom(1));
    expect(new Set(generated.map((n) => n.number)).size).toBe(5_000);
    for (const n of generated) {
      expect(n.number).toMatch(/^1[3-9]\d{9}$/);
      expect(n.cityCode.slice(0, 2)).toBe(n.provinceCode.slice(0, 2));
    }
    const plainPrice = generated.filter((n) => patternIdsOf(n.number).length === 0).map((n) => n.priceFen);
    expect(Math.max(...plainPrice)).toBe(0);
    expect(Math.max(...generated.map((n) => n.priceFen))).toBeGreaterThan(100_000);
  });
});
