import { deviceTexts, WifiShare } from '../../features/iot/device';
import { useQuery } from '../../shared/navigation';

export const texts = deviceTexts;

/** A Wi-Fi card (`?code=`) with its QR code, to share (分享 Wi-Fi). */
export default function WifiSharePage() {
  return <WifiShare code={useQuery().code ?? ''} />;
}
