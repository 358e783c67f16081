import { AddressList, pointsShopTexts } from '../../../../../features/iot/pointsShop';

export const texts = pointsShopTexts;

/** The card's delivery addresses, to choose one or keep them (收货地址). */
export default function SelectAddressPage() {
  return <AddressList />;
}
