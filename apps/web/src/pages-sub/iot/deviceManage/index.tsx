import { DeviceManage } from '../../../features/iot/device';

/** The Wi-Fi device: state, bands, display, restart, shutdown and reset (设备管理). */
export default function DeviceManagePage() {
  return <DeviceManage />;
}
