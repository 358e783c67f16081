import { PackageShop, walletTexts } from '../../../../features/iot/wallet';

export const texts = walletTexts;

/** The packages on sale to the card (套餐订购). */
export default function PackagePage() {
  return <PackageShop />;
}
