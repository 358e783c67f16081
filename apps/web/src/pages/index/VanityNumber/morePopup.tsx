import { MoreFiltersScreen, numbersTexts } from '../../../features/numbers';

export const texts = numbersTexts;

/** More filters: price, digits to leave out and pattern. */
export default MoreFiltersScreen;
