/** The card's bound mobile: binding or changing it, and the home's prompt when binding comes first. */
export { BindPhoneRequired } from './bindPhone/BindPhoneRequired';
export { BindPhoneView } from './bindPhone/BindPhoneView';
