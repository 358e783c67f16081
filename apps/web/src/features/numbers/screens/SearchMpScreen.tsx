import { NumberSearch } from '../components/NumberSearch';
import { MpHead } from '../components/MpHead';
import './vanity.css';

/** The same number search in the mini-program layout: a banner head, the search a tap away. */
export function SearchMpScreen() {
  return (
    <div className="vanity vanity--mp">
      <MpHead />
      <NumberSearch />
    </div>
  );
}
