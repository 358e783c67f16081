// The vanity-number search: what pages and other features use of it.
import type { TextPack } from '../../i18n';
import { numbersPack } from './textPack';

// The search's screens, one per route of pages/index/VanityNumber.
export { SearchScreen } from './screens/SearchScreen';
export { SearchMpScreen } from './screens/SearchMpScreen';
export { HeadSearchScreen } from './screens/HeadSearchScreen';
export { FilterScreen } from './screens/FilterScreen';
export { RegionScreen } from './screens/RegionScreen';
export { MoreFiltersScreen } from './screens/MoreFiltersScreen';
export { PatternScreen } from './screens/PatternScreen';

// A number as other pages show it.
export { FeaturedNumbers } from './components/FeaturedNumbers';
export { NumberDigits } from './components/NumberDigits';
export { PatternTags } from './components/PatternTags';
export { patternLabel } from './patternLabel';
export { reserveUrl } from './links';

/** The text packs this feature's screens need, its own and those of the features they show. */
export const numbersTexts: readonly TextPack[] = [numbersPack];
