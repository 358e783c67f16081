import { PlatformAuthView, realnameTexts } from '../../../../features/iot/realname';

export const texts = realnameTexts;

/** Platform real-name (平台认证): name, identity card and mobile. */
export default function PlatformPage() {
  return <PlatformAuthView />;
}
