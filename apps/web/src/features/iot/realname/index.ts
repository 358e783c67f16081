/** Real-name authentication: the state, the operator's route (and China Unicom's), the platform's three-factor form and the channels. */
export { OfficialAuthView } from './OfficialAuthView';
export { PlatformAuthView } from './PlatformAuthView';
export { RealnameAuthView } from './RealnameAuthView';
export { SwitchOfficialView } from './SwitchOfficialView';
