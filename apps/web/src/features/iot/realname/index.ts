/** Real-name authentication: the state, the operator's route (and China Unicom's), the platform's three-factor form and the channels. */
import type { TextPack } from '../../../i18n';
import { iotPack } from '../textPack';
import { realnamePack } from './textPack';
import { orderTexts } from '../../order';
export { OfficialAuthView } from './OfficialAuthView';
export { PlatformAuthView } from './PlatformAuthView';
export { RealnameAuthView } from './RealnameAuthView';
export { SwitchOfficialView } from './SwitchOfficialView';

/** The text packs this feature's screens need, its own and those of the features they show. */
export const realnameTexts: readonly TextPack[] = [iotPack, realnamePack, ...orderTexts];
