import { AddressList } from '../../../../../features/iot/pointsShop';

/** The card's delivery addresses, to choose one or keep them (收货地址). */
export default function SelectAddressPage() {
  return <AddressList />;
}
