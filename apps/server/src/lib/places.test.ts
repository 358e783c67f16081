import { describe, expect, it } from 'vitest';
import { placeName, properName } from './places';

describe('properName', () => {
  it.each([
    ['广东省', '广东'],
    ['深圳市', '深圳'],
    ['红河哈尼族彝族自治州', '红河'],
    ['恩施土家族苗族自治州', '恩施'],
    ['巴音郭楞蒙古自治州', '巴音郭楞'],
    ['广西壮族自治区', '广西'],
    ['新疆维吾尔自治区', '新疆'],
    ['香港特别行政区', '香港'],
    ['南山区', '南山'],
    ['矿区', '矿区'],
    ['北京', '北京'],
  ])('%s is %s', (name, proper) => {
    expect(properName(name)).toBe(proper);
  });
});

describe('placeName', () => {
  it('keeps Simplified Chinese as it is', () => {
    expect(placeName('广东省', 'zh-Hans')).toBe('广东省');
  });

  it('writes Traditional Chinese for zh-Hant', () => {
    expect(placeName('广东省', 'zh-Hant')).toBe('廣東省');
    expect(placeName('红河哈尼族彝族自治州', 'zh-Hant')).toBe('紅河哈尼族彝族自治州');
  });

  it.each([
    ['广东省', 'Guangdong'],
    ['红河哈尼族彝族自治州', 'Honghe'],
    ['西安市', "Xi'an"],
    ['重庆市', 'Chongqing'],
    ['陕西省', 'Shaanxi'],
    ['内蒙古自治区', 'Inner Mongolia'],
    ['澳门特别行政区', 'Macao'],
  ])('writes %s as %s in the Latin-script locales', (name, latin) => {
    expect(placeName(name, 'en')).toBe(latin);
    expect(placeName(name, 'fr')).toBe(latin);
    expect(placeName(name, 'es')).toBe(latin);
  });

  it('leaves an empty name empty', () => {
    expect(placeName('', 'en')).toBe('');
  });
});
