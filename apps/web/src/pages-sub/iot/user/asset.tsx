import { UserElementPage } from '../../../features/iot/sim';

/** The user centre's asset element on its own page. */
export default function IotUserAssetPage() {
  return <UserElementPage element="asset" />;
}
