/** How long an unpaid order holds its number or stock before it closes by itself. */
export const ORDER_HOLD_MINUTES = 15;
/** Buyers must be of this age (from the identity card) on the day they order. */
export const BUYER_MIN_AGE = 16;
export const BUYER_MAX_AGE = 65;
/** The buyer's name as on the identity card: Han characters, Latin letters, the middle dot. */
export const BUYER_NAME_PATTERN = /^[\p{Script=Han}A-Za-z·. ]+$/u;
export const BUYER_NAME_LENGTH = { min: 2, max: 20 } as const;
/** The street part of a delivery address, after province, city and county. */
export const ADDRESS_DETAIL_LENGTH = { min: 5, max: 120 } as const;
/** Orders one identity card may have that are unpaid, paid, shipped or completed. */
export const MAX_LIVE_ORDERS_PER_ID_CARD = 5;

/** SMS codes (spec-less; what carriers' own shops do). */
export const SMS_CODE_LENGTH = 6;
export const SMS_CODE_TTL_SECONDS = 300;
export const SMS_CODE_MAX_TRIES = 5;
export const SMS_RESEND_SECONDS = 60;
/** At most this many codes per mobile in the window, and per client address. */
export const SMS_SENDS_PER_MOBILE = 5;
export const SMS_SENDS_PER_IP = 20;
export const SMS_SEND_WINDOW_SECONDS = 600;

/** A shop session lasts this long from login (the order-session header carries its token). */
export const SHOP_SESSION_DAYS = 7;
