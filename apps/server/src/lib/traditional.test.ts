import { describe, expect, it } from 'vitest';
import { toSimplified, toTraditional } from './traditional';

describe('toTraditional', () => {
  it('writes Simplified Chinese in Traditional characters with Taiwan usage', () => {
    expect(toTraditional('号码优选 · 靓号商城')).toBe('號碼優選 · 靚號商城');
    expect(toTraditional('联系客服')).toBe('聯絡客服');
    expect(toTraditional('软件信息')).toBe('軟體資訊');
  });

  it("keeps the shop's own terms", () => {
    expect(toTraditional('物联网卡自助服务')).toBe('物聯網卡自助服務');
  });

  it('leaves text without Chinese as it is', () => {
    expect(toTraditional('/pages/iot/index 5G 30GB')).toBe('/pages/iot/index 5G 30GB');
    expect(toTraditional('')).toBe('');
  });

  it('gives the same text the second time, from its memo', () => {
    expect(toTraditional('套餐订购')).toBe('套餐訂購');
    expect(toTraditional('套餐订购')).toBe('套餐訂購');
  });
});

describe('toSimplified', () => {
  it('writes what a Traditional Chinese visitor types in Simplified characters', () => {
    expect(toSimplified('靚號')).toBe('靓号');
    expect(toSimplified('abc')).toBe('abc');
  });
});
