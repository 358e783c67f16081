import { simTexts, UserHome } from '../../../features/iot/sim';

export const texts = simTexts;

/** The card holder's centre. */
export default function IotUserPage() {
  return <UserHome />;
}
