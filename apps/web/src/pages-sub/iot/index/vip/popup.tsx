import { VipInvitePage, vipInviteTexts } from '../../../../features/iot/vipInvite';

export const texts = vipInviteTexts;

/** The invitation to join VIP as a page (会员权益). */
export default function VipPopupPage() {
  return <VipInvitePage />;
}
