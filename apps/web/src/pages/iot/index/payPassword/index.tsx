import { PayPasswordView, walletTexts } from '../../../../features/iot/wallet';
// The form wears the shop login's field styles.
import '../../../login/login.css';

export const texts = walletTexts;

/** Set or change the pay password (支付密码). */
export default function PayPasswordPage() {
  return <PayPasswordView />;
}
