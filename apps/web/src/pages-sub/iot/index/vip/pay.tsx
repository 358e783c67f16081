import { VipPay } from '../../../../features/iot/vip';
import { useQuery } from '../../../../shared/navigation';

/** Buying or renewing one VIP plan (`?id=`) (会员支付). */
export default function VipPayPage() {
  return <VipPay id={Number(useQuery().id)} />;
}
