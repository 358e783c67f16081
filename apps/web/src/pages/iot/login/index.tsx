import { CardLogin } from '../../../features/iot/login';
// The card login wears the shop login's form styles.
import '../../login/login.css';

/** The card number login. */
export default function CardLoginPage() {
  return <CardLogin />;
}
