import { VipPay, vipTexts } from '../../../../features/iot/vip';
import { useQuery } from '../../../../shared/navigation';

export const texts = vipTexts;

/** Buying or renewing one VIP plan (`?id=`) (会员支付). */
export default function VipPayPage() {
  return <VipPay id={Number(useQuery().id)} />;
}
