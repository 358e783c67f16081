import { areaList } from '@vant/area-data';
import { Code, defineMessages, inLocales, LOCALE_HEADER, type Locale, renderCatalogue, withValues } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import { JSON_TYPE, sendEnvelope } from '../http/answer';
import { placeName } from '../lib/places';

export interface Region {
  code: string;
  name: string;
}
export interface City extends Region {
  counties: Region[];
}
export interface Province extends Region {
  cities: City[];
}

export const RegionMessage = defineMessages('region', {
  unknown: withValues(
    (file: string) => ({ file }),
    inLocales('地区文件 {file} 不存在', '地區檔案 {file} 不存在', 'The region file {file} does not exist', "Le fichier de régions {file} n'existe pas", 'El archivo de regiones {file} no existe'),
  ),
});

export const RegionText = renderCatalogue(RegionMessage, 'zh-Hans');

const entries = (list: Record<string, string>): Region[] =>
  Object.entries(list)
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => a.code.localeCompare(b.code));

const byPrefix = <T extends Region>(regions: T[], length: number): Map<string, T[]> => {
  const groups = new Map<string, T[]>();
  for (const region of regions) {
    const prefix = region.code.slice(0, length);
    const group = groups.get(prefix);
    if (group) group.push(region);
    else groups.set(prefix, [region]);
  }
  return groups;
};

/** GB/T 2260 codes: a city shares its province's first two digits, a county its city's first four. */
const buildProvinces = (): Province[] => {
  const countiesOf = byPrefix(entries(areaList.county_list), 4);
  const cities = entries(areaList.city_list).map(
    (city): City => ({ ...city, counties: countiesOf.get(city.code.slice(0, 4)) ?? [] }),
  );
  const citiesOf = byPrefix(cities, 2);
  return entries(areaList.province_list).map(
    (province): Province => ({ ...province, cities: citiesOf.get(province.code.slice(0, 2)) ?? [] }),
  );
};

const REGION_CACHE = 'public, max-age=86400';

type RegionFiles = ReadonlyMap<string, string>;

/** Every file, its names in `locale`. */
const regionFiles = (provinces: readonly Province[], locale: Locale): RegionFiles => {
  const named = <T extends Region>(region: T): T => ({ ...region, name: placeName(region.name, locale) });
  const inLocale = provinces.map((province) => ({
    ...named(province),
    cities: province.cities.map((city) => ({ ...named(city), counties: city.counties.map(named) })),
  }));
  return new Map<string, string>([
    ['index.json', JSON.stringify(inLocale.map(({ code, name }) => ({ code, name })))],
    ...inLocale.map((province): [string, string] => [`${province.code}.json`, JSON.stringify(province)]),
  ]);
};

/**
 * `/provinces/index.json` lists the provinces; `/provinces/{code}.json` is one province
 * with its cities and counties, their names in the locale the app asks in (Accept-Language).
 * Each locale's files are serialized once, on first use.
 */
export const registerProvinces = (app: FastifyInstance): void => {
  const provinces = buildProvinces();
  const byLocale = new Map<Locale, RegionFiles>();
  const filesIn = (locale: Locale): RegionFiles => {
    let files = byLocale.get(locale);
    if (!files) {
      files = regionFiles(provinces, locale);
      byLocale.set(locale, files);
    }
    return files;
  };
  app.get<{ Params: { file: string } }>('/provinces/:file', (request, reply) => {
    const { file } = request.params;
    const json = filesIn(request.context.locale).get(file);
    if (json === undefined) {
      return sendEnvelope(reply, 404, Code.failed, RegionMessage.unknown(file.slice(0, 64)));
    }
    return reply.type(JSON_TYPE).header('cache-control', REGION_CACHE).header('vary', LOCALE_HEADER).send(json);
  });
};
