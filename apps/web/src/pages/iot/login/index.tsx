import { CardLogin, cardLoginTexts } from '../../../features/iot/login';
// The card login wears the shop login's form styles.
import '../../login/login.css';

export const texts = cardLoginTexts;

/** The card number login. */
export default function CardLoginPage() {
  return <CardLogin />;
}
