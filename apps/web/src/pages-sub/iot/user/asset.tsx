import { simTexts, UserElementPage } from '../../../features/iot/sim';

export const texts = simTexts;

/** The user centre's asset element on its own page. */
export default function IotUserAssetPage() {
  return <UserElementPage element="asset" />;
}
