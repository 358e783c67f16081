import { numbersTexts, SearchMpScreen } from '../../../features/numbers';

export const texts = numbersTexts;

/** The same number search in the mini-program layout: a banner head, the search a tap away. */
export default SearchMpScreen;
