import { UserCentre } from './parts/UserCentre';
import { AssetSection } from './parts/UserSections';

/** The user centre's asset element on its own page. */
export default function IotUserAssetPage() {
  return <UserCentre>{(info) => <AssetSection info={info} />}</UserCentre>;
}
