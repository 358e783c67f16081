import { DeviceManage, deviceTexts } from '../../../features/iot/device';

export const texts = deviceTexts;

/** The Wi-Fi device: state, bands, display, restart, shutdown and reset (设备管理). */
export default function DeviceManagePage() {
  return <DeviceManage />;
}
