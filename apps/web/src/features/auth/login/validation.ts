import { isMobile, SMS_CODE_LENGTH } from '@shop/contract';
import type { MessageKey } from '../../../i18n';

/**
 * Checks as the user types: while a field is being typed, only what can no longer become valid
 * is an error; once it is `complete` (left, or the form sent) it must be valid as a whole.
 */
type Check = (value: string, complete: boolean) => MessageKey | null;

const ORDER_SN_MIN = 8;
const ORDER_SN_MAX = 32;

export const mobileError: Check = (value, complete) => {
  if (!/^1?$|^1\d{0,10}$/.test(value)) return 'login.errors.mobile';
  return complete && !isMobile(value) ? 'login.errors.mobile' : null;
};

export const codeError: Check = (value, complete) => {
  if (!new RegExp(`^\\d{0,${SMS_CODE_LENGTH}}$`).test(value)) return 'login.errors.code';
  return complete && value.length !== SMS_CODE_LENGTH ? 'login.errors.code' : null;
};

export const orderSnError: Check = (value, complete) => {
  if (!new RegExp(`^[A-Z0-9]{0,${ORDER_SN_MAX}}$`).test(value)) return 'login.errors.orderSn';
  return complete && value.length < ORDER_SN_MIN ? 'login.errors.orderSn' : null;
};
