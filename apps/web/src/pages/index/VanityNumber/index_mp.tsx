import { SearchMpScreen } from '../../../features/numbers';

/** The same number search in the mini-program layout: a banner head, the search a tap away. */
export default SearchMpScreen;
