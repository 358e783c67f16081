import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { provinceFileQuery, provincesQuery, type Region } from './regionFiles';

/** A node of the region tree (province, city, county) by value and label, as pickers take it. */
export interface RegionNode {
  value: string;
  label: string;
  children?: RegionNode[];
}

const nodeOf = ({ code, name }: Region): RegionNode => ({ value: code, label: name });

/** A city's name, else its province's, from the region tree. */
export function regionName(provinces: readonly RegionNode[], province?: string, city?: string): string | undefined {
  const node = provinces.find((item) => item.value === province);
  return node?.children?.find((item) => item.value === city)?.label ?? node?.label;
}

export interface Regions {
  /** The provinces; the one asked for carries its cities as children once they are read. */
  provinces: RegionNode[];
  /** The cities of the province asked for; empty until they are read. */
  cities: RegionNode[];
  status: 'loading' | 'ready' | 'failed';
  retry(): void;
}

/** The provinces and, for `province`, its cities, from the persisted region files. */
export function useRegions(province?: string): Regions {
  const provinceList = useQuery(provincesQuery());
  const file = useQuery({ ...provinceFileQuery(province ?? ''), enabled: Boolean(province) });
  const cities = province && file.data ? file.data.map(nodeOf) : [];
  const provinces = (provinceList.data ?? []).map((region) => (region.code === province ? { ...nodeOf(region), children: cities } : nodeOf(region)));
  const failed = provinceList.isError || (Boolean(province) && file.isError);
  const ready = provinceList.isSuccess && (!province || file.isSuccess);
  const { refetch: refetchProvinces, isError: provincesFailed } = provinceList;
  const { refetch: refetchFile, isError: fileFailed } = file;
  // Only what failed is read again.
  const retry = useCallback(() => {
    if (provincesFailed) void refetchProvinces();
    if (fileFailed) void refetchFile();
  }, [provincesFailed, fileFailed, refetchProvinces, refetchFile]);
  return { provinces, cities, status: failed ? 'failed' : ready ? 'ready' : 'loading', retry };
}
