import { PackageList, usageTexts } from '../../../../features/iot/usage';
import { UsageAlertSettings, usageAlertsTexts } from '../../../../features/iot/usageAlerts';

export const texts = [...usageTexts, ...usageAlertsTexts];

/** The card's data plans, current and past, and its usage alerts and add-on cap. */
export default function PackageInfoPage() {
  return (
    <>
      <PackageList />
      <UsageAlertSettings />
    </>
  );
}
