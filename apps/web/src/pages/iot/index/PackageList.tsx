import { PackageShop } from '../../../features/iot/wallet';

/** The packages on sale to the card, as the spec's PackageList; the card's own are on packageInfo. */
export default function PackageListPage() {
  return <PackageShop />;
}
