import { simTexts, UserMoreMenu } from '../../../features/iot/sim';

export const texts = simTexts;

/** Every service of the user centre, and the self-service pages. */
export default function IotUserMoreMenuPage() {
  return <UserMoreMenu />;
}
