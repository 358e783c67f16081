/** The card holder's session: starting and ending it, the reads that answer for its card, and what each change of the card makes stale. */
export { afterCardChange, type CardChange } from './cardChanges';
export { cardQuery, useCardNumber } from './cardQuery';
export { startCardSession, useCardLogout } from './cardSession';
export { simInfoQuery, useSimInfo } from './simInfo';
