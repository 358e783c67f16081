import { SMS_CODE_LENGTH } from '@shop/contract';
import type { MessageKey } from '../../../i18n';

/**
 * The card login's field rules as the contract's simNoSchema and cardPasswordSchema state
 * them, without zod (the browser does not load it); the tests hold the two together.
 */
export const SIM_NO_PATTERN = /^(\d{11,13}|89[0-9A-F]{17,18})$/;
export const CARD_PASSWORD_LENGTH = 6;

/** What can still become a card number: digits, or an ICCID's 89 and hex digits. */
const SIM_NO_PREFIX = /^(\d{0,13}|89[0-9A-F]{0,18})$/;
const ICCID_MIN_LENGTH = 19;

/** As holders type it: no spaces, hex letters in capitals. */
export const normaliseSimNo = (typed: string): string => typed.replace(/\s+/g, '').toUpperCase();

export const isSimNo = (value: string): boolean => SIM_NO_PATTERN.test(value);

/**
 * Whether to ask how the card logs in: a whole card number, and not an ICCID still being typed
 * (8986011234567 is a valid line number and the start of an ICCID) unless the field was left.
 */
export const isCardNumberDone = (value: string, left: boolean): boolean =>
  isSimNo(value) && (left || !value.startsWith('89') || value.length >= ICCID_MIN_LENGTH);

/**
 * Checks as the user types: while a field is being typed, only what can no longer become valid
 * is an error; once it is `complete` (left, or the form sent) it must be valid as a whole.
 */
type Check = (value: string, complete: boolean) => MessageKey | null;

export const simNoError: Check = (value, complete) => {
  if (!SIM_NO_PREFIX.test(value)) return 'iotLogin.errors.simNo';
  return complete && !isSimNo(value) ? 'iotLogin.errors.simNo' : null;
};

const digitsError =
  (length: number, key: MessageKey): Check =>
  (value, complete) => {
    if (!new RegExp(`^\\d{0,${length}}$`).test(value)) return key;
    return complete && value.length !== length ? key : null;
  };

export const passwordError = digitsError(CARD_PASSWORD_LENGTH, 'iotLogin.errors.password');
export const codeError = digitsError(SMS_CODE_LENGTH, 'iotLogin.errors.code');
