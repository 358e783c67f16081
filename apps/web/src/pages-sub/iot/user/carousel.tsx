import { UserCentre } from './parts/UserCentre';
import { CarouselSection } from './parts/UserSections';

/** The user centre's carousel element on its own page. */
export default function IotUserCarouselPage() {
  return <UserCentre>{(_info, layout) => <CarouselSection layout={layout} />}</UserCentre>;
}
