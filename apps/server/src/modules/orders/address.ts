import { areaList } from '@vant/area-data';
import type { z } from 'zod';
import type { deliveryAddressSchema } from '@shop/contract';
import { invalidInput } from '../../errors';

type Address = z.output<typeof deliveryAddressSchema>;

const provinces: Readonly<Record<string, string>> = areaList.province_list;
const cities: Readonly<Record<string, string>> = areaList.city_list;
const counties: Readonly<Record<string, string>> = areaList.county_list;

export const AddressText = {
  province: 'address.provinceCode：所选省份不存在',
  city: 'address.cityCode：所选城市不在该省份',
  county: 'address.countyCode：所选区县不在该城市',
} as const;

/** Placeholders the region files use for counties directly under a province, not names of places. */
const UNNAMED_CITY = /^(县|省直辖县.*|自治区直辖县.*)$/;

export const provinceName = (code: string): string => provinces[code] ?? '';

/** A city's name, or its province's where the region files have no real city (Chongqing's counties, Jiyuan). */
export const cityName = (code: string): string => {
  const name = cities[code] ?? '';
  return UNNAMED_CITY.test(name) ? provinceName(`${code.slice(0, 2)}0000`) : name;
};

/**
 * The address's region as one text ("广东省深圳市南山区"), after checking that the three
 * codes exist and nest (GB/T 2260: a city shares its province's first two digits, a county
 * its city's first four). Bad codes answer HTTP 400 naming the field.
 */
export const regionTextOf = ({ provinceCode, cityCode, countyCode }: Address): string => {
  const province = provinces[provinceCode];
  if (!province) throw invalidInput(AddressText.province);
  const city = cities[cityCode];
  if (!city || cityCode.slice(0, 2) !== provinceCode.slice(0, 2)) throw invalidInput(AddressText.city);
  const county = counties[countyCode];
  if (!county || countyCode.slice(0, 4) !== cityCode.slice(0, 4)) throw invalidInput(AddressText.county);
  const shownCity = city === province || UNNAMED_CITY.test(city) ? '' : city;
  return `${province}${shownCity}${county}`;
};
