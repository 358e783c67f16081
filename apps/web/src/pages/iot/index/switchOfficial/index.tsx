import { realnameTexts, SwitchOfficialView } from '../../../../features/iot/realname';

export const texts = realnameTexts;

/** The real-name channels of a multi-network card (切换认证). */
export default function SwitchOfficialPage() {
  return <SwitchOfficialView />;
}
