import { NumberSearch } from '../../../components/numbers/NumberSearch';
import { SearchHead } from './parts/SearchHead';
import './vanity.css';

/** The vanity-number search: digits, operator, region, price and pattern, every filter in the address. */
export default function VanityNumberPage() {
  return (
    <div className="vanity">
      <SearchHead />
      <NumberSearch />
    </div>
  );
}
