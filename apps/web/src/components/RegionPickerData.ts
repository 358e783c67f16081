import type { RegionNode } from '../stores/cache';
import { loadProvinces } from '../lib/numbers/regions';
import type { Region } from '../lib/regionFiles';

/** The three levels of a delivery address, as the order takes them, with their names. */
export interface RegionValue {
  provinceCode: string;
  cityCode: string;
  countyCode: string;
  /** Province, city and county names, for showing the choice. */
  names: readonly [string, string, string];
}

/** 广东省 深圳市 南山区 */
export const regionText = (value: RegionValue): string => value.names.join(' ');

export async function loadProvinceList(): Promise<Region[]> {
  const nodes: RegionNode[] = await loadProvinces();
  return nodes.map((node) => ({ code: node.value, name: node.label }));
}
