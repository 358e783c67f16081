/** The Wi-Fi device (state, bands, actions, name and password after a proof) and shareable Wi-Fi cards. */
import type { TextPack } from '../../../i18n';
import { iotPack } from '../textPack';
import { devicePack } from './textPack';
import { authTexts } from '../../auth';
export { DeviceManage } from './DeviceManage';
export { SetSsidPwd } from './SetSsidPwd';
export { WifiCardMaker } from './WifiCardMaker';
export { WifiConnect } from './WifiConnect';
export { WifiShare } from './WifiShare';

/** The text packs this feature's screens need, its own and those of the features they show. */
export const deviceTexts: readonly TextPack[] = [iotPack, devicePack, ...authTexts];
