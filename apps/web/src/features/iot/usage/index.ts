/** What the card has used: data by month, and its plans. */
import type { TextPack } from '../../../i18n';
import { iotPack } from '../textPack';
export { PackageList } from './PackageList';
export { UsageHistory } from './UsageHistory';

/** The text packs this feature's screens need, its own and those of the features they show. */
export const usageTexts: readonly TextPack[] = [iotPack];
