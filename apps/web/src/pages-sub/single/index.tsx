import { SinglePage } from '../../features/featured';

/** The featured single page, with its cover. */
export default function SingleIndexPage() {
  return <SinglePage compact={false} />;
}
