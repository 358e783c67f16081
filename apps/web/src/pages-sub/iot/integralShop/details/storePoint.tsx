import { PickupPoints, pointsShopTexts } from '../../../../features/iot/pointsShop';
import { useQuery } from '../../../../shared/navigation';

export const texts = pointsShopTexts;

/** Where the item `?id=` can be collected, to choose one (自提门店). */
export default function StorePointPage() {
  const { id, pickupPointId } = useQuery();
  return <PickupPoints goodsId={Number(id)} chosenId={pickupPointId ? Number(pickupPointId) : undefined} />;
}
