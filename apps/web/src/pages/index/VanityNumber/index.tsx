import { numbersTexts, SearchScreen } from '../../../features/numbers';

export const texts = numbersTexts;

/** The vanity-number search: digits, operator, region, price and pattern, every filter in the address. */
export default SearchScreen;
