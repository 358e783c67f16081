import { AddressEdit, pointsShopTexts } from '../../../../../features/iot/pointsShop';
import { useQuery } from '../../../../../shared/navigation';

export const texts = pointsShopTexts;

/** Adding an address, or changing the card's address `?id=` (编辑地址). */
export default function EditAddressPage() {
  const { id } = useQuery();
  return <AddressEdit id={id ? Number(id) : undefined} />;
}
