import { SearchScreen } from '../../../features/numbers';

/** The vanity-number search: digits, operator, region, price and pattern, every filter in the address. */
export default SearchScreen;
