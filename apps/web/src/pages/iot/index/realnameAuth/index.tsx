import { RealnameAuthView, realnameTexts } from '../../../../features/iot/realname';

export const texts = realnameTexts;

/** Real-name authentication (实名认证): the card's state and the route to take. */
export default function RealnameAuthPage() {
  return <RealnameAuthView />;
}
