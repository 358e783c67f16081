import { UserElementPage } from '../../../features/iot/sim';

/** The user centre's service element on its own page. */
export default function IotUserServicePage() {
  return <UserElementPage element="service" />;
}
