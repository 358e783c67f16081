import { deviceTexts, WifiCardMaker } from '../../features/iot/device';
import '../../pages/login/login.css';

export const texts = deviceTexts;

/** Makes a shareable Wi-Fi card (Wi-Fi 设置). */
export default function WifiPage() {
  return <WifiCardMaker />;
}
