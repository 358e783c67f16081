/** Provinces, cities and counties from the static region files: what pages and other features may use. */
export { provinceFileQuery, provincesQuery, type CityWithCounties, type Region } from './regionFiles';
export { RegionPicker } from './RegionPicker';
export { regionText, type RegionValue } from './RegionPickerData';
export { regionName, useRegions, type RegionNode, type Regions } from './useRegions';
