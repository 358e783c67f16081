import { PackageDetails, PackageShop, walletTexts } from '../../../../../../features/iot/wallet';
import { useQuery } from '../../../../../../shared/navigation';

export const texts = walletTexts;

/** When a package starts is chosen on its order page: opened directly, that page (`?id=`) or the packages. */
export default function EffectModalPage() {
  const { id } = useQuery();
  return id ? <PackageDetails id={Number(id)} /> : <PackageShop />;
}
