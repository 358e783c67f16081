import { RealnameAuthView } from '../../../../features/iot/realname';

/** Real-name authentication (实名认证): the card's state and the route to take. */
export default function RealnameAuthPage() {
  return <RealnameAuthView />;
}
