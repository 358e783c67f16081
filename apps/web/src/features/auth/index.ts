/** The shop user's session (SMS login, logout), the SMS code sender, and the login form's fields. */
import type { TextPack } from '../../i18n';
import { authPack } from './textPack';
export { CodeField } from './login/CodeField';
export { Field } from './login/Field';
export { LoginView } from './login/LoginView';
export { buyerKey, startShopSession, useLogout } from './shopSession';
export { SendCodeButton, useCodeSender, useSentNote, useSmsCode, type SmsCode } from './SmsCode';
export { MineView } from './user/MineView';
export { ShopUserView } from './user/ShopUserView';

/** The text packs this feature's screens need, its own and those of the features they show. */
export const authTexts: readonly TextPack[] = [authPack];
