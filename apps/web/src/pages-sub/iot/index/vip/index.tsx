import { VipCentre } from '../../../../features/iot/vip';

/** The membership in force and the plans on sale (会员中心). */
export default function VipCentrePage() {
  return <VipCentre />;
}
