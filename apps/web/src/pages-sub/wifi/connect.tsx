import { deviceTexts, WifiConnect } from '../../features/iot/device';
import { useQuery } from '../../shared/navigation';

export const texts = deviceTexts;

/** What a guest opens from a shared Wi-Fi link (`?code=`) (连接 Wi-Fi). */
export default function WifiConnectPage() {
  return <WifiConnect code={useQuery().code ?? ''} />;
}
