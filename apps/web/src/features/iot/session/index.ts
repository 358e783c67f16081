/** The card holder's session: starting and ending it, and the reads that answer for its card. */
export { cardQuery, useCardNumber } from './cardQuery';
export { startCardSession, useCardLogout } from './cardSession';
