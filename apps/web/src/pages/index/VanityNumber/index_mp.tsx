import { NumberSearch } from '../../../components/numbers/NumberSearch';
import { MpHead } from './parts/MpHead';
import './vanity.css';

/** The same number search in the mini-program layout: a banner head, the search a tap away. */
export default function VanityNumberMpPage() {
  return (
    <div className="vanity vanity--mp">
      <MpHead />
      <NumberSearch />
    </div>
  );
}
