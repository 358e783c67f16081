import { OfficialAuthView, realnameTexts } from '../../features/iot/realname';
import { useQuery } from '../../shared/navigation';

export const texts = realnameTexts;

/** China Unicom's operator real-name (实名认证), its page returning with `?requestSn=`. */
export default function LtAuthPage() {
  const { simNo, requestSn } = useQuery();
  return <OfficialAuthView channel={simNo} requestSn={requestSn} unicom />;
}
