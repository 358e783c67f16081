import { UserMoreMenu } from '../../../features/iot/sim';

/** Every service of the user centre, and the self-service pages. */
export default function IotUserMoreMenuPage() {
  return <UserMoreMenu />;
}
