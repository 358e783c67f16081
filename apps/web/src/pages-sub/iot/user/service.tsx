import { simTexts, UserElementPage } from '../../../features/iot/sim';

export const texts = simTexts;

/** The user centre's service element on its own page. */
export default function IotUserServicePage() {
  return <UserElementPage element="service" />;
}
