import { VipInvitePage } from '../../../../features/iot/vipInvite';

/** The invitation to join VIP as a page (会员权益). */
export default function VipPopupPage() {
  return <VipInvitePage />;
}
