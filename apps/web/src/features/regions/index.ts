/** Provinces, cities and counties from the static region files: what pages and other features may use. */
import type { TextPack } from '../../i18n';
import { regionsPack } from './textPack';
export { provinceFileQuery, provincesQuery, type CityWithCounties, type Region } from './regionFiles';
export { RegionPicker } from './RegionPicker';
export { regionText, type RegionValue } from './RegionPickerData';
export { regionName, useRegions, type RegionNode, type Regions } from './useRegions';

/** The text packs this feature's screens need, its own and those of the features they show. */
export const regionsTexts: readonly TextPack[] = [regionsPack];
