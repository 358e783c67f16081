import type { WifiEncryption } from '@shop/contract';

export interface WifiNetwork {
  ssid: string;
  password: string;
  encryption: WifiEncryption;
  hidden: boolean;
}

/** The characters the WIFI: format (ZXing, as phone cameras read it) escapes with a backslash. */
const escapeWifi = (text: string): string => text.replace(/([\\;,:"])/g, '\\$1');

/** The text of a Wi-Fi QR code a phone camera joins: `WIFI:T:WPA;S:name;P:password;H:true;;`. */
export function wifiQrText({ ssid, password, encryption, hidden }: WifiNetwork): string {
  const parts = encryption === 'NONE' ? ['T:nopass', `S:${escapeWifi(ssid)}`] : ['T:WPA', `S:${escapeWifi(ssid)}`, `P:${escapeWifi(password)}`];
  if (hidden) parts.push('H:true');
  return `WIFI:${parts.join(';')};;`;
}
