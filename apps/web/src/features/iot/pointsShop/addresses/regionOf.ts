import { useQuery } from '@tanstack/react-query';
import type { SimAddress } from '@shop/contract';
import { provinceFileQuery, provincesQuery, type RegionValue } from '../../../regions';

/**
 * A saved address's region as the picker shows it, its names read from the region files; while
 * they load, undefined; when they cannot be read, the address's own region text.
 */
export function useRegionOf(address: SimAddress | undefined): RegionValue | null | undefined {
  const provinces = useQuery({ ...provincesQuery(), enabled: address !== undefined });
  const file = useQuery({ ...provinceFileQuery(address?.provinceCode ?? ''), enabled: address !== undefined });
  if (!address) return null;
  const codes = { provinceCode: address.provinceCode, cityCode: address.cityCode, countyCode: address.countyCode };
  if (provinces.isError || file.isError) return { ...codes, names: [address.region, '', ''] };
  if (!provinces.data || !file.data) return undefined;
  const city = file.data.find((candidate) => candidate.code === address.cityCode);
  const names = [
    provinces.data.find((province) => province.code === address.provinceCode)?.name,
    city?.name,
    city?.counties.find((county) => county.code === address.countyCode)?.name,
  ] as const;
  const [province, cityName, county] = names;
  return province && cityName && county ? { ...codes, names: [province, cityName, county] } : { ...codes, names: [address.region, '', ''] };
}
