import { featuredTexts, SinglePage } from '../../features/featured';

export const texts = featuredTexts;

/** The featured single page, with its cover. */
export default function SingleIndexPage() {
  return <SinglePage compact={false} />;
}
