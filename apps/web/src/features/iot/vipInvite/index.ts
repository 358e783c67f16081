/** The invitation to join VIP: over the SIM home once a session, or as a page; and how plans and memberships read. */
import type { TextPack } from '../../../i18n';
import { iotPack } from '../textPack';
export { packageOff, vipInForce } from './planText';
export { VipHomePopup, VipInvitePage } from './VipInvitation';

/** The text packs this feature's screens need, its own and those of the features they show. */
export const vipInviteTexts: readonly TextPack[] = [iotPack];
