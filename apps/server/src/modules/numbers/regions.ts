import { areaList } from '@vant/area-data';

const provinces: Readonly<Record<string, string>> = areaList.province_list;
const cities: Readonly<Record<string, string>> = areaList.city_list;

export const provinceName = (code: string): string => provinces[code] ?? '';
export const cityName = (code: string): string => cities[code] ?? '';

/** Mainland provinces (Taiwan, Hong Kong and Macau numbers are not +86 mobile blocks). */
export const MAINLAND_PROVINCES: readonly string[] = Object.keys(provinces).filter((code) => code < '710000');

export const citiesOf = (provinceCode: string): string[] =>
  Object.keys(cities).filter((code) => code.slice(0, 2) === provinceCode.slice(0, 2));

/** Whether the city lies in the province (GB/T 2260: same first two digits). */
export const isCityOf = (cityCode: string, provinceCode: string): boolean =>
  cityCode in cities && provinceCode in provinces && cityCode.slice(0, 2) === provinceCode.slice(0, 2);

export const isProvince = (code: string): boolean => code in provinces;

// "广西" and "广西壮族自治区" name one region: compare names without their administrative suffix.
const SUFFIX = /(省|市|特别行政区|壮族自治区|回族自治区|维吾尔自治区|自治区|地区|自治州|盟)$/;
const core = (name: string): string => name.replace(SUFFIX, '');

const codeByName = (names: Readonly<Record<string, string>>, name: string, within?: string): string | null => {
  if (!name) return null;
  const wanted = core(name);
  for (const [code, candidate] of Object.entries(names)) {
    if (within && code.slice(0, 2) !== within.slice(0, 2)) continue;
    if (candidate === name || core(candidate) === wanted) return code;
  }
  return null;
};

/** GB/T 2260 codes for a province and city named in Chinese; null where no region matches. */
export const regionCodes = (province: string, city: string): { provinceCode: string | null; cityCode: string | null } => {
  const provinceCode = codeByName(provinces, province);
  const cityCode = provinceCode ? codeByName(cities, city, provinceCode) : null;
  return { provinceCode, cityCode };
};
