import { PackageShop } from '../../../../features/iot/wallet';

/** The packages on sale to the card (套餐订购). */
export default function PackagePage() {
  return <PackageShop />;
}
