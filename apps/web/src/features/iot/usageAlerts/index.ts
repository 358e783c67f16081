/** Usage alerts at shares of the plan and the monthly add-on cap: their settings and the SIM home's notice. */
export { UsageAlertNotice, UsageSettingsLink } from './UsageAlertNotice';
export { UsageAlertSettings } from './UsageAlertSettings';
