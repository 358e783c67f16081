import { simTexts, UserElementPage } from '../../../features/iot/sim';

export const texts = simTexts;

/** The user centre's vip element on its own page. */
export default function IotUserVipPage() {
  return <UserElementPage element="vip" />;
}
