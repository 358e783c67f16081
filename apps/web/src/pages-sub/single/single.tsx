import { featuredTexts, SinglePage } from '../../features/featured';

export const texts = featuredTexts;

/** The featured single page in its compact layout, without the cover. */
export default function SingleCompactPage() {
  return <SinglePage compact />;
}
