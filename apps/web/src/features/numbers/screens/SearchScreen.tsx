import { NumberSearch } from '../components/NumberSearch';
import { SearchHead } from '../components/SearchHead';
import './vanity.css';

/** The vanity-number search: digits, operator, region, price and pattern, every filter in the address. */
export function SearchScreen() {
  return (
    <div className="vanity">
      <SearchHead />
      <NumberSearch />
    </div>
  );
}
