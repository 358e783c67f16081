import { describe, expect, it } from 'vitest';
import { idCardSchema, ValidationMessage } from './fields';
import { idCardProblem, isIdCardRegion } from './id-card-regions';
import { LOCALES } from './constants';
import { idCardCheckDigit, ID_CARD_MIN_BIRTH_YEAR } from './id-card';

/** A fixed "today" so the tests do not age. */
const TODAY = new Date('2025-06-15T04:00:00Z');

/** A number with a right check character, so only its region or date can be wrong. */
const card = (region: string, birth: string, serial = '123'): string => {
  const first17 = `${region}${birth}${serial}`;
  return `${first17}${idCardCheckDigit(first17)}`;
};

describe('isIdCardRegion', () => {
  it.each([
    ['110105', "Beijing's Chaoyang district"],
    ['440305', "Shenzhen's Nanshan district"],
    ['441900', 'Dongguan, a city without counties'],
    ['500156', 'Wulong, a district of Chongqing since 2016'],
    ['360113', 'Honggutan, a district of Nanchang since 2019'],
    ['810000', 'the residence permits of Hong Kong residents'],
  ])('knows the current code %s (%s)', (code) => {
    expect(isIdCardRegion(code)).toBe(true);
  });

  it.each([
    ['110103', "Beijing's Chongwen district, merged into Dongcheng in 2010"],
    ['110110', "Beijing's Yanshan district, merged into Fangshan in 1986"],
    ['341402', "Chaohu's Juchao district, Chaohu city split up in 2011"],
    ['371202', "Laiwu's Laicheng district, Laiwu merged into Jinan in 2019"],
    ['510202', "Chongqing's Shizhong district, a code of Sichuan before 1997"],
    ['440524', 'Chaoyang county of Guangdong, the standard\'s own example'],
    ['142200', 'Xinzhou prefecture of Shanxi, before it became a city'],
  ])('keeps the retired code %s (%s): old cards stay valid', (code) => {
    expect(isIdCardRegion(code)).toBe(true);
  });

  it.each([
    ['110199', 'a county number Beijing never had'],
    ['119900', 'a prefecture Beijing never had'],
    ['990101', 'no province'],
    ['11010', 'five digits'],
    ['1101011', 'seven digits'],
    ['11010a', 'a letter'],
    ['', 'nothing'],
  ])('refuses %s (%s)', (code) => {
    expect(isIdCardRegion(code)).toBe(false);
  });
});

describe('idCardProblem', () => {
  it('accepts a number of a current region and one of a retired region', () => {
    expect(idCardProblem('11010519491231002X', TODAY)).toBeNull();
    expect(idCardProblem(card('110103', '19900307'), TODAY)).toBeNull();
    expect(idCardProblem(card('371202', '19851120'), TODAY)).toBeNull();
  });

  it('names an unknown region, though the check character is right', () => {
    expect(idCardProblem(card('110199', '19900307'), TODAY)).toBe('region');
    expect(idCardProblem(card('449999', '19900307'), TODAY)).toBe('region');
  });

  it('calls a wrong check character invalid, whatever the region', () => {
    expect(idCardProblem('110105194912310021', TODAY)).toBe('invalid');
    const unknownRegion = card('110199', '19900307');
    expect(idCardProblem(`${unknownRegion.slice(0, 17)}${unknownRegion.endsWith('0') ? '1' : '0'}`, TODAY)).toBe('invalid');
  });

  it('names a birth date before 1900', () => {
    expect(idCardProblem('440524188001010014', TODAY)).toBe('birthDate');
    expect(idCardProblem(card('110101', '18991231'), TODAY)).toBe('birthDate');
    expect(idCardProblem(card('110101', '19000101'), TODAY)).toBeNull();
  });

  it('names a birth date after today in China', () => {
    const born = card('110105', '20250615', '000');
    expect(idCardProblem(born, new Date('2025-06-14T15:59:59Z'))).toBe('birthDate');
    expect(idCardProblem(born, new Date('2025-06-14T16:00:00Z'))).toBeNull();
    expect(idCardProblem(card('110105', '20990101'), TODAY)).toBe('birthDate');
  });

  it('takes 29 February only in a leap year', () => {
    expect(idCardProblem(card('110101', '20000229'), TODAY)).toBeNull();
    expect(idCardProblem(card('110101', '20240229'), TODAY)).toBeNull();
    expect(idCardProblem(card('110101', '19990229'), TODAY)).toBe('invalid');
    expect(idCardProblem(card('110101', '19000229'), TODAY)).toBe('invalid');
  });
});

describe('idCardSchema', () => {
  const messagesOf = (value: string) => idCardSchema.safeParse(value).error?.issues.map((issue) => issue.message);

  it('says what is wrong: the number, its region, or its birth date', () => {
    expect(messagesOf('110105194912310021')).toEqual(['身份证号码不正确']);
    expect(messagesOf(card('110199', '19900307'))).toEqual(['身份证号码的前六位不是已知的地区代码']);
    expect(messagesOf('440524188001010014')).toEqual(['身份证号码中的出生日期须在 1900 年至今天之间']);
    expect(messagesOf(card('110105', '20990101'))).toEqual(['身份证号码中的出生日期须在 1900 年至今天之间']);
  });

  it('accepts a retired region', () => {
    expect(idCardSchema.parse(card('510202', '19800101'))).toBe(card('510202', '19800101'));
  });

  it('words the region and birth date refusals in every locale, the year included', () => {
    for (const locale of LOCALES) {
      const { idCard, idCardRegion, idCardBirthDate } = ValidationMessage;
      expect(new Set([idCard.texts[locale], idCardRegion.texts[locale], idCardBirthDate.texts[locale]]).size).toBe(3);
      expect(idCardBirthDate.texts[locale]).toContain(String(ID_CARD_MIN_BIRTH_YEAR));
    }
  });
});
