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
