import { areaList } from '@vant/area-data';
import type { z } from 'zod';
import { defineMessages, inLocales, renderCatalogue, type deliveryAddressSchema } from '@shop/contract';
import { invalidInput } from '../../errors';

type Address = z.output<typeof deliveryAddressSchema>;

const provinces: Readonly<Record<string, string>> = areaList.province_list;
const cities: Readonly<Record<string, string>> = areaList.city_list;
const counties: Readonly<Record<string, string>> = areaList.county_list;

/** Bad region codes, each naming its field as field validation does. */
export const AddressMessage = defineMessages('address', {
  province: inLocales(
    'address.provinceCode：所选省份不存在',
    'address.provinceCode：所選省份不存在',
    'address.provinceCode: the chosen province does not exist',
    "address.provinceCode : la province choisie n'existe pas",
    'address.provinceCode: la provincia elegida no existe',
  ),
  city: inLocales(
    'address.cityCode：所选城市不在该省份',
    'address.cityCode：所選城市不在該省份',
    'address.cityCode: the chosen city is not in this province',
    "address.cityCode : la ville choisie n'est pas dans cette province",
    'address.cityCode: la ciudad elegida no está en esta provincia',
  ),
  county: inLocales(
    'address.countyCode：所选区县不在该城市',
    'address.countyCode：所選區縣不在該城市',
    'address.countyCode: the chosen district is not in this city',
    "address.countyCode : le district choisi n'est pas dans cette ville",
    'address.countyCode: el distrito elegido no está en esta ciudad',
  ),
});

export const AddressText = renderCatalogue(AddressMessage, 'zh-Hans');

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
  if (!province) throw invalidInput(AddressMessage.province);
  const city = cities[cityCode];
  if (!city || cityCode.slice(0, 2) !== provinceCode.slice(0, 2)) throw invalidInput(AddressMessage.city);
  const county = counties[countyCode];
  if (!county || countyCode.slice(0, 4) !== cityCode.slice(0, 4)) throw invalidInput(AddressMessage.county);
  const shownCity = city === province || UNNAMED_CITY.test(city) ? '' : city;
  return `${province}${shownCity}${county}`;
};
