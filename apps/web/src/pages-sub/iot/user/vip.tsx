import { UserCentre } from './parts/UserCentre';
import { VipSection } from './parts/UserSections';

/** The user centre's vip element on its own page. */
export default function IotUserVipPage() {
  return <UserCentre>{(info) => <VipSection info={info} />}</UserCentre>;
}
