import { useCallback, useEffect, useState } from 'react';
import { useCacheStore, type RegionNode } from '../../stores/cache';
import { loadProvinceFile } from '../regionFiles';
import { request } from '../request';
import { FieldRule } from './rules';

/** Static region files (spec 7): the provinces, then one file of cities per province. */
const PROVINCES_URL = '/provinces/index.json';

class RegionFileError extends Error {
  override readonly name = 'RegionFileError';
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** One province as the provinces file writes it: `{code, name}`. */
function regionNode(value: unknown): RegionNode | undefined {
  if (!isRecord(value)) return undefined;
  const { code, name } = value;
  return typeof code === 'string' && FieldRule.region.test(code) && typeof name === 'string' ? { value: code, label: name } : undefined;
}

/** The provinces file: a list of regions. */
export function parseRegionFile(text: string, url: string): RegionNode[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new RegionFileError(`${url} is not JSON`);
  }
  const nodes = Array.isArray(json) ? json.map(regionNode).filter((node) => node !== undefined) : [];
  if (nodes.length === 0) throw new RegionFileError(`${url} lists no regions`);
  return nodes;
}

const readRegionFile = async (url: string): Promise<RegionNode[]> =>
  parseRegionFile(await request<string>({ url, dataType: 'text', hideError: true }), url);

/** The provinces, from the persisted cache once they have been read. */
export async function loadProvinces(): Promise<RegionNode[]> {
  const cached = useCacheStore.getState().provinces;
  if (cached.length > 0) return cached;
  const provinces = await readRegionFile(PROVINCES_URL);
  useCacheStore.getState().setCache({ provinces });
  return provinces;
}

/** A province's cities, kept in the cache as that province's children. */
export async function loadCities(province: string): Promise<RegionNode[]> {
  const cached = (await loadProvinces()).find((node) => node.value === province);
  if (cached?.children?.length) return cached.children;
  const cities = (await loadProvinceFile(province)).map(({ code, name }) => ({ value: code, label: name }));
  const { provinces, setCache } = useCacheStore.getState();
  setCache({ provinces: provinces.map((node) => (node.value === province ? { ...node, children: cities } : node)) });
  return cities;
}

/** A city's name, else its province's, from the cached regions. */
export function regionName(provinces: readonly RegionNode[], province?: string, city?: string): string | undefined {
  const node = provinces.find((item) => item.value === province);
  return node?.children?.find((item) => item.value === city)?.label ?? node?.label;
}

export interface Regions {
  provinces: RegionNode[];
  /** The cities of the province asked for; empty until they are read. */
  cities: RegionNode[];
  status: 'loading' | 'ready' | 'failed';
  retry(): void;
}

/** The provinces and, for `province`, its cities, read once and then served from the cache. */
export function useRegions(province?: string): Regions {
  const provinces = useCacheStore((state) => state.provinces);
  const [round, setRound] = useState(0);
  const [settled, setSettled] = useState<{ key: string; ok: boolean }>();
  const key = `${province ?? ''}#${round}`;
  useEffect(() => {
    const load = province ? loadCities(province) : loadProvinces();
    load.then(
      () => setSettled({ key, ok: true }),
      () => setSettled({ key, ok: false }),
    );
  }, [key, province]);
  const retry = useCallback(() => setRound((n) => n + 1), []);
  const cities = provinces.find((node) => node.value === province)?.children ?? [];
  const cached = provinces.length > 0 && (!province || cities.length > 0);
  const status = cached ? 'ready' : settled?.key !== key ? 'loading' : settled.ok ? 'ready' : 'failed';
  return { provinces, cities, status, retry };
}
