/** Switching a multi-network card's network, with the carrier's in-between state. */
import type { TextPack } from '../../../i18n';
import { iotPack } from '../textPack';
import { networkPack } from './textPack';
export { SwitchNetView } from './SwitchNetView';

/** The text packs this feature's screens need, its own and those of the features they show. */
export const networkTexts: readonly TextPack[] = [iotPack, networkPack];
