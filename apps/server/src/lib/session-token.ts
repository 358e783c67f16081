import { createHash, randomBytes } from 'node:crypto';

// Session tokens of shop users and card holders alike.

/** 32 random bytes: the only copy goes to the client; the database keeps its SHA-256. */
export const newSessionToken = (): string => randomBytes(32).toString('base64url');

export const hashSessionToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** What newSessionToken makes; anything else is refused without a database look-up. */
export const isSessionToken = (text: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(text);
