import { accountTexts, BindPhoneView } from '../../../../features/iot/account';
// The form wears the shop login's field styles.
import '../../../login/login.css';

export const texts = accountTexts;

/** Bind or change the card's mobile (绑定手机). */
export default function BindPhonePage() {
  return <BindPhoneView />;
}
