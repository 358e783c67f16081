import { SinglePage } from '../../features/featured';

/** The featured single page in its compact layout, without the cover. */
export default function SingleCompactPage() {
  return <SinglePage compact />;
}
