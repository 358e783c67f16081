/** The invitation to join VIP: over the SIM home once a session, or as a page; and how plans and memberships read. */
export { packageOff, vipInForce } from './planText';
export { VipHomePopup, VipInvitePage } from './VipInvitation';
