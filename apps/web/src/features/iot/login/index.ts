/** The card number login. */
import type { TextPack } from '../../../i18n';
import { iotPack } from '../textPack';
import { authTexts } from '../../auth';
export { CardLogin } from './CardLogin';

/** The text packs this feature's screens need, its own and those of the features they show. */
export const cardLoginTexts: readonly TextPack[] = [iotPack, ...authTexts];
