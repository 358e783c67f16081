import { simTexts, UserElementPage } from '../../../features/iot/sim';

export const texts = simTexts;

/** The user centre's carousel element on its own page. */
export default function IotUserCarouselPage() {
  return <UserElementPage element="carousel" />;
}
