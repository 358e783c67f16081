import { request } from './request';

export interface Region {
  code: string;
  name: string;
}

export type CityWithCounties = Region & { counties: Region[] };

/** A province file `/provinces/{code}.json`, as the server writes it: the province with its cities and their counties. */
interface ProvinceFile extends Region {
  cities: CityWithCounties[];
}

const isRegion = (value: unknown): value is Region =>
  typeof value === 'object' && value !== null && typeof (value as Region).code === 'string' && typeof (value as Region).name === 'string';

const regionsOf = (value: unknown): Region[] => (Array.isArray(value) ? value.filter(isRegion).map(({ code, name }) => ({ code, name })) : []);

function parseProvinceFile(text: string, url: string): CityWithCounties[] {
  const file = JSON.parse(text) as Partial<ProvinceFile>;
  const cities = Array.isArray(file.cities)
    ? file.cities.filter(isRegion).map((city) => ({ code: city.code, name: city.name, counties: regionsOf((city as { counties?: unknown }).counties) }))
    : [];
  if (cities.length === 0) throw new Error(`${url} lists no cities`);
  return cities;
}

// A province's cities and counties are read once per visit; the list of provinces is cached by the number search.
const provinceFiles = new Map<string, Promise<CityWithCounties[]>>();

export function loadProvinceFile(code: string): Promise<CityWithCounties[]> {
  const url = `/provinces/${code}.json`;
  let file = provinceFiles.get(code);
  if (!file) {
    file = request<string>({ url, dataType: 'text', hideError: true }).then((text) => parseProvinceFile(text, url));
    provinceFiles.set(code, file);
    // A failed read is not kept, so a retry asks again.
    file.catch(() => provinceFiles.delete(code));
  }
  return file;
}

