import { FilterScreen } from '../../../../features/numbers';

/** Every filter on one screen. */
export default FilterScreen;
