import { VipCentre, vipTexts } from '../../../../features/iot/vip';

export const texts = vipTexts;

/** The membership in force and the plans on sale (会员中心). */
export default function VipCentrePage() {
  return <VipCentre />;
}
