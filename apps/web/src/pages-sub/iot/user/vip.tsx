import { UserElementPage } from '../../../features/iot/sim';

/** The user centre's vip element on its own page. */
export default function IotUserVipPage() {
  return <UserElementPage element="vip" />;
}
