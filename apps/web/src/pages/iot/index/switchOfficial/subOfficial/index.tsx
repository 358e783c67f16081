import { SwitchOfficialView } from '../../../../../features/iot/realname';

/** Real-name through a vice SIM (副卡认证). */
export default function SubOfficialPage() {
  return <SwitchOfficialView viceOnly />;
}
