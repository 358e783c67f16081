import { deviceTexts, SetSsidPwd } from '../../../../features/iot/device';
import { useQuery } from '../../../../shared/navigation';
import '../../../../pages/login/login.css';

export const texts = deviceTexts;

/** One band's Wi-Fi name and password (`?band=`), after a proof (Wi-Fi 名称和密码). */
export default function SetSsidPwdPage() {
  return <SetSsidPwd band={useQuery().band ?? ''} />;
}
