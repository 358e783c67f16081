import { UserHome } from '../../../features/iot/sim';

/** The card holder's centre. */
export default function IotUserPage() {
  return <UserHome />;
}
