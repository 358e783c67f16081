import { OfficialAuthView, realnameTexts } from '../../../../features/iot/realname';
import { useQuery } from '../../../../shared/navigation';

export const texts = realnameTexts;

/** Operator real-name (官方认证): `?simNo=` a vice SIM's channel; the operator's page returns with `?requestSn=`. */
export default function OfficialPage() {
  const { simNo, requestSn } = useQuery();
  return <OfficialAuthView channel={simNo} requestSn={requestSn} />;
}
