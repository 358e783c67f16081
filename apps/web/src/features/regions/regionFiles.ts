import { queryOptions } from '@tanstack/react-query';
import { NumberFieldRule } from '@shop/contract';
import { currentLocale } from '../../i18n';
import { PERSISTED } from '../../shared/query';
import { request } from '../../shared/request';

export interface Region {
  code: string;
  name: string;
}

export type CityWithCounties = Region & { counties: Region[] };

/** A province file `/provinces/{code}.json`, as the server writes it: the province with its cities and their counties. */
interface ProvinceFile extends Region {
  cities: CityWithCounties[];
}

/** Static region files (spec 7): the provinces, then one file of cities per province. */
const PROVINCES_URL = '/provinces/index.json';

class RegionFileError extends Error {
  override readonly name = 'RegionFileError';
}

const isRegion = (value: unknown): value is Region =>
  typeof value === 'object' && value !== null && typeof (value as Region).code === 'string' && typeof (value as Region).name === 'string';

const regionsOf = (value: unknown): Region[] => (Array.isArray(value) ? value.filter(isRegion).map(({ code, name }) => ({ code, name })) : []);

function parseJson(text: string, url: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new RegionFileError(`${url} is not JSON`);
  }
}

/** The provinces file: a list of provinces by code and name; entries that are not one are skipped. */
export function parseProvinceList(text: string, url: string): Region[] {
  const provinces = regionsOf(parseJson(text, url)).filter((region) => NumberFieldRule.region.test(region.code));
  if (provinces.length === 0) throw new RegionFileError(`${url} lists no regions`);
  return provinces;
}

function parseProvinceFile(text: string, url: string): CityWithCounties[] {
  const file = parseJson(text, url) as Partial<ProvinceFile> | null;
  const cities = Array.isArray(file?.cities)
    ? file.cities.filter(isRegion).map((city) => ({ code: city.code, name: city.name, counties: regionsOf((city as { counties?: unknown }).counties) }))
    : [];
  if (cities.length === 0) throw new RegionFileError(`${url} lists no cities`);
  return cities;
}

const readText = (url: string, signal: AbortSignal): Promise<string> => request<string>({ url, dataType: 'text', hideError: true, signal });

// The files change only with a new build, whose version drops what an older one kept; their
// names are in the locale asked in, so each locale's are kept apart.
const STATIC = { staleTime: Infinity, meta: PERSISTED } as const;

/** The provinces, kept across visits. */
export const provincesQuery = () =>
  queryOptions({
    queryKey: ['regionFile', currentLocale(), 'index'],
    queryFn: async ({ signal }) => parseProvinceList(await readText(PROVINCES_URL, signal), PROVINCES_URL),
    ...STATIC,
  });

/** A province's cities with their counties, kept across visits once read. */
export const provinceFileQuery = (code: string) =>
  queryOptions({
    queryKey: ['regionFile', currentLocale(), code],
    queryFn: async ({ signal }) => {
      const url = `/provinces/${code}.json`;
      return parseProvinceFile(await readText(url, signal), url);
    },
    ...STATIC,
  });
