import { UserCentre } from './parts/UserCentre';
import { ServiceSection } from './parts/UserSections';

/** The user centre's service element on its own page. */
export default function IotUserServicePage() {
  return <UserCentre>{(_info, layout) => <ServiceSection layout={layout} />}</UserCentre>;
}
