import { PackageShop, walletTexts } from '../../../features/iot/wallet';

export const texts = walletTexts;

/** The packages on sale to the card, as the spec's PackageList; the card's own are on packageInfo. */
export default function PackageListPage() {
  return <PackageShop />;
}
