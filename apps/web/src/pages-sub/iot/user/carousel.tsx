import { UserElementPage } from '../../../features/iot/sim';

/** The user centre's carousel element on its own page. */
export default function IotUserCarouselPage() {
  return <UserElementPage element="carousel" />;
}
