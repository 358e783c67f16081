import { PackageDetails, walletTexts } from '../../../../../features/iot/wallet';
import { useQuery } from '../../../../../shared/navigation';

export const texts = walletTexts;

/** One package (`?id=`) and buying it (套餐下单). */
export default function PackageDetailsPage() {
  return <PackageDetails id={Number(useQuery().id)} />;
}
