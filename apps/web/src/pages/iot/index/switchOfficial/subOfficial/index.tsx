import { realnameTexts, SwitchOfficialView } from '../../../../../features/iot/realname';

export const texts = realnameTexts;

/** Real-name through a vice SIM (副卡认证). */
export default function SubOfficialPage() {
  return <SwitchOfficialView viceOnly />;
}
