import { MoreFiltersScreen } from '../../../features/numbers';

/** More filters: price, digits to leave out and pattern. */
export default MoreFiltersScreen;
