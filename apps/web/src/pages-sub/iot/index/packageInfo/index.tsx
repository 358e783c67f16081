import { PackageList } from '../../../../features/iot/usage';
import { UsageAlertSettings } from '../../../../features/iot/usageAlerts';

/** The card's data plans, current and past, and its usage alerts and add-on cap. */
export default function PackageInfoPage() {
  return (
    <>
      <PackageList />
      <UsageAlertSettings />
    </>
  );
}
