import { PackageList } from '../../../../features/iot/usage';

/** The card's data plans, current and past. */
export default function PackageInfoPage() {
  return <PackageList />;
}
