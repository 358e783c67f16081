import { areaList } from '@vant/area-data';
import type { z } from 'zod';
import { defineMessages, inLocales, renderCatalogue, type deliveryAddressSchema, withValues } from '@shop/contract';
import { invalidInput } from '../errors';

type Region = Pick<z.output<typeof deliveryAddressSchema>, 'provinceCode' | 'cityCode' | 'countyCode'>;

const provinces: Readonly<Record<string, string>> = areaList.province_list;
const cities: Readonly<Record<string, string>> = areaList.city_list;
const counties: Readonly<Record<string, string>> = areaList.county_list;

const field = (name: string) => ({ field: name });

/** Bad region codes, each naming its field (as `address.provinceCode` or `provinceCode`) as field validation does. */
export const AddressMessage = defineMessages('address', {
  province: withValues(
    field,
    inLocales(
      '{field}：所选省份不存在',
      '{field}：所選省份不存在',
      '{field}: the chosen province does not exist',
      "{field} : la province choisie n'existe pas",
      '{field}: la provincia elegida no existe',
    ),
  ),
  city: withValues(
    field,
    inLocales(
      '{field}：所选城市不在该省份',
      '{field}：所選城市不在該省份',
      '{field}: the chosen city is not in this province',
      "{field} : la ville choisie n'est pas dans cette province",
      '{field}: la ciudad elegida no está en esta provincia',
    ),
  ),
  county: withValues(
    field,
    inLocales(
      '{field}：所选区县不在该城市',
      '{field}：所選區縣不在該城市',
      '{field}: the chosen district is not in this city',
      "{field} : le district choisi n'est pas dans cette ville",
      '{field}: el distrito elegido no está en esta ciudad',
    ),
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
 * its city's first four). Bad codes answer HTTP 400 naming the field, under `fieldPrefix`
 * where the address is a part of the body ("address.").
 */
export const regionTextOf = ({ provinceCode, cityCode, countyCode }: Region, fieldPrefix = ''): string => {
  const province = provinces[provinceCode];
  if (!province) throw invalidInput(AddressMessage.province(`${fieldPrefix}provinceCode`));
  const city = cities[cityCode];
  if (!city || cityCode.slice(0, 2) !== provinceCode.slice(0, 2)) throw invalidInput(AddressMessage.city(`${fieldPrefix}cityCode`));
  const county = counties[countyCode];
  if (!county || countyCode.slice(0, 4) !== cityCode.slice(0, 4)) throw invalidInput(AddressMessage.county(`${fieldPrefix}countyCode`));
  const shownCity = city === province || UNNAMED_CITY.test(city) ? '' : city;
  return `${province}${shownCity}${county}`;
};
