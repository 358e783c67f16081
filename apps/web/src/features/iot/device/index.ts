/** The Wi-Fi device (state, bands, actions, name and password after a proof) and shareable Wi-Fi cards. */
export { DeviceManage } from './DeviceManage';
export { SetSsidPwd } from './SetSsidPwd';
export { WifiCardMaker } from './WifiCardMaker';
export { WifiConnect } from './WifiConnect';
export { WifiShare } from './WifiShare';
