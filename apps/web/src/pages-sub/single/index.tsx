import { SinglePage } from './parts/SinglePage';

/** The featured single page, with its cover. */
export default function SingleIndexPage() {
  return <SinglePage compact={false} />;
}
