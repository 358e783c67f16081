import { PlatformAuthView } from '../../../../features/iot/realname';

/** Platform real-name (平台认证): name, identity card and mobile. */
export default function PlatformPage() {
  return <PlatformAuthView />;
}
