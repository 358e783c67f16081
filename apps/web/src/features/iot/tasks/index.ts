/** Earning points: the task centre (the daily sign-in and the promoter's tasks) in its two views, and the card's points log. */
import type { TextPack } from '../../../i18n';
import { iotPack } from '../textPack';
import { tasksPack } from './textPack';
export { PointsLog } from './PointsLog';
export { TaskCentre } from './TaskCentre';

/** The text packs this feature's screens need, its own and those of the features they show. */
export const tasksTexts: readonly TextPack[] = [iotPack, tasksPack];
