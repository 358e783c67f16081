import { FilterScreen, numbersTexts } from '../../../../features/numbers';

export const texts = numbersTexts;

/** Every filter on one screen. */
export default FilterScreen;
