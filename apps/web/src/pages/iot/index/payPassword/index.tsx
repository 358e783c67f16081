import { PayPasswordView } from '../../../../features/iot/wallet';
// The form wears the shop login's field styles.
import '../../../login/login.css';

/** Set or change the pay password (支付密码). */
export default function PayPasswordPage() {
  return <PayPasswordView />;
}
