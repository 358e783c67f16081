import { inLocales, type Locale, WifiBand } from '../constants';
import { defineMessages, type Message } from '../messages';

// Wi-Fi device rules shared by the web forms and the server (no zod here: the pages import it).

/** Spec 9: 2.4G always, 5G when the device has it (see wifiBandsOf). */
export const WIFI_BANDS = [WifiBand.band2g, WifiBand.band5g] as const;

/** WPA2 with a passphrase, or an open network (no password). */
export const WIFI_ENCRYPTIONS = ['WPA2-PSK', 'NONE'] as const;
export type WifiEncryption = (typeof WIFI_ENCRYPTIONS)[number];

/** IEEE 802.11: an SSID is at most 32 bytes. */
export const SSID_MAX_BYTES = 32;
/** WPA2 passphrase: 8 to 63 printable ASCII characters. */
export const WIFI_PASSWORD_MIN = 8;
export const WIFI_PASSWORD_MAX = 63;
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

export const DEVICE_ACTIONS = ['restart', 'close', 'reset'] as const;
export type DeviceAction = (typeof DEVICE_ACTIONS)[number];

/** What the device is doing: online, offline, or between states after an action. */
export const DEVICE_STATES = ['online', 'offline', 'restarting', 'off', 'resetting'] as const;
export type DeviceState = (typeof DEVICE_STATES)[number];
export const deviceStateLabel: Record<DeviceState, Record<Locale, string>> = {
  online: inLocales('在线', '在線', 'Online', 'En ligne', 'En línea'),
  offline: inLocales('离线', '離線', 'Offline', 'Hors ligne', 'Desconectado'),
  restarting: inLocales('重启中', '重啟中', 'Restarting', 'Redémarrage', 'Reiniciando'),
  off: inLocales('已关机', '已關機', 'Switched off', 'Éteint', 'Apagado'),
  resetting: inLocales('恢复出厂中', '恢復原廠中', 'Resetting to factory settings', "Retour à l'état d'usine", 'Restableciendo de fábrica'),
};

/** How a holder proves it is them before a Wi-Fi password is shown or changed. */
export const DEVICE_PROOF_METHODS = ['password', 'sms'] as const;
export type DeviceProofMethod = (typeof DEVICE_PROOF_METHODS)[number];
/** A proof lasts this long, for the card session that gave it. */
export const DEVICE_PROOF_SECONDS = 300;

export const WifiFieldMessage = /* @__PURE__ */ defineMessages('field.wifi', {
  ssidRequired: inLocales('请输入 Wi-Fi 名称', '請輸入 Wi-Fi 名稱', 'Please enter the Wi-Fi name', 'Veuillez saisir le nom du Wi-Fi', 'Introduce el nombre de la Wi-Fi'),
  ssidTooLong: inLocales(
    `Wi-Fi 名称最多 ${SSID_MAX_BYTES} 字节（一个汉字占 3 字节）`,
    `Wi-Fi 名稱最多 ${SSID_MAX_BYTES} 位元組（一個漢字佔 3 位元組）`,
    `The Wi-Fi name is at most ${SSID_MAX_BYTES} bytes (a Chinese character takes 3)`,
    `Le nom du Wi-Fi fait au plus ${SSID_MAX_BYTES} octets (un caractère chinois en prend 3)`,
    `El nombre de la Wi-Fi tiene como máximo ${SSID_MAX_BYTES} bytes (un carácter chino ocupa 3)`,
  ),
  ssidControl: inLocales(
    'Wi-Fi 名称不能包含换行等控制字符',
    'Wi-Fi 名稱不能包含換行等控制字元',
    'The Wi-Fi name cannot hold line breaks or other control characters',
    'Le nom du Wi-Fi ne peut pas contenir de retour à la ligne ni d’autre caractère de contrôle',
    'El nombre de la Wi-Fi no puede llevar saltos de línea ni otros caracteres de control',
  ),
  passwordLength: inLocales(
    `密码为 ${WIFI_PASSWORD_MIN}-${WIFI_PASSWORD_MAX} 位`,
    `密碼為 ${WIFI_PASSWORD_MIN}-${WIFI_PASSWORD_MAX} 位`,
    `The password is ${WIFI_PASSWORD_MIN} to ${WIFI_PASSWORD_MAX} characters`,
    `Le mot de passe compte de ${WIFI_PASSWORD_MIN} à ${WIFI_PASSWORD_MAX} caractères`,
    `La contraseña tiene de ${WIFI_PASSWORD_MIN} a ${WIFI_PASSWORD_MAX} caracteres`,
  ),
  passwordCharacters: inLocales(
    '密码只能包含英文字母、数字、空格和英文符号',
    '密碼只能包含英文字母、數字、空格和英文符號',
    'The password may hold only English letters, digits, spaces and ASCII symbols',
    'Le mot de passe ne peut contenir que des lettres latines sans accent, des chiffres, des espaces et des symboles ASCII',
    'La contraseña solo puede llevar letras latinas sin tilde, cifras, espacios y símbolos ASCII',
  ),
  openWithPassword: inLocales(
    '开放网络不设密码，请清空密码或选择 WPA2 加密',
    '開放網路不設密碼，請清空密碼或選擇 WPA2 加密',
    'An open network has no password: clear it or choose WPA2',
    'Un réseau ouvert n’a pas de mot de passe : effacez-le ou choisissez WPA2',
    'Una red abierta no tiene contraseña: bórrala o elige WPA2',
  ),
});

/** Bytes of UTF-8 the text takes, as the device counts an SSID (a lone surrogate is written as U+FFFD: 3 bytes). */
export const utf8Bytes = (text: string): number => {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code < 0x10000) bytes += 3;
    else bytes += 4;
  }
  return bytes;
};

// eslint-disable-next-line no-control-regex -- control characters are what this refuses.
const CONTROL = /[\u0000-\u001f\u007f]/;

/** Why an SSID is refused, or null: 1 to 32 bytes of UTF-8, no control characters. */
export const ssidProblem = (ssid: string): Message | null => {
  if (ssid.length === 0) return WifiFieldMessage.ssidRequired;
  if (CONTROL.test(ssid)) return WifiFieldMessage.ssidControl;
  return utf8Bytes(ssid) > SSID_MAX_BYTES ? WifiFieldMessage.ssidTooLong : null;
};

/** Why a password is refused for the encryption, or null: WPA2 takes 8–63 printable ASCII, an open network none. */
export const wifiPasswordProblem = (password: string, encryption: WifiEncryption): Message | null => {
  if (encryption === 'NONE') return password === '' ? null : WifiFieldMessage.openWithPassword;
  if (!PRINTABLE_ASCII.test(password)) return WifiFieldMessage.passwordCharacters;
  return password.length < WIFI_PASSWORD_MIN || password.length > WIFI_PASSWORD_MAX ? WifiFieldMessage.passwordLength : null;
};
