/** The card's bound mobile: binding or changing it, and the home's prompt when binding comes first. */
import type { TextPack } from '../../../i18n';
import { iotPack } from '../textPack';
import { accountPack } from './textPack';
import { authTexts } from '../../auth';
export { BindPhoneRequired } from './bindPhone/BindPhoneRequired';
export { BindPhoneView } from './bindPhone/BindPhoneView';

/** The text packs this feature's screens need, its own and those of the features they show. */
export const accountTexts: readonly TextPack[] = [iotPack, accountPack, ...authTexts];
