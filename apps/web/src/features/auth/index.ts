/** The shop user's session (SMS login, logout), the SMS code sender, and the login form's fields. */
export { CodeField } from './login/CodeField';
export { Field } from './login/Field';
export { LoginView } from './login/LoginView';
export { buyerKey, startShopSession, useLogout } from './shopSession';
export { SendCodeButton, useCodeSender, useSentNote, useSmsCode, type SmsCode } from './SmsCode';
export { MineView } from './user/MineView';
export { ShopUserView } from './user/ShopUserView';
