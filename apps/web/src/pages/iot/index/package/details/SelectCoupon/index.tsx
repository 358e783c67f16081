import { PackageDetails, PackageShop, walletTexts } from '../../../../../../features/iot/wallet';
import { useQuery } from '../../../../../../shared/navigation';

export const texts = walletTexts;

/** A coupon is chosen on the package's order page: opened directly, that page (`?id=`) or the packages. */
export default function SelectCouponPage() {
  const { id } = useQuery();
  return id ? <PackageDetails id={Number(id)} /> : <PackageShop />;
}
