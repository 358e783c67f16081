/** Usage alerts at shares of the plan and the monthly add-on cap: their settings and the SIM home's notice. */
import type { TextPack } from '../../../i18n';
import { iotPack } from '../textPack';
import { usagePack } from './textPack';
export { UsageAlertNotice, UsageSettingsLink } from './UsageAlertNotice';
export { UsageAlertSettings } from './UsageAlertSettings';

/** The text packs this feature's screens need, its own and those of the features they show. */
export const usageAlertsTexts: readonly TextPack[] = [iotPack, usagePack];
