import { MOBILE_PATTERN, SMS_CODE_LENGTH } from '@shop/contract';
import type { MessageKey } from '../../../../i18n';

const DIGITS = /^\d*$/;

/** What is wrong with a typed mobile: a wrong digit at once, a short one only once the field is left (`complete`). */
export function mobileError(mobile: string, complete: boolean): MessageKey | null {
  if (!DIGITS.test(mobile) || (mobile !== '' && !mobile.startsWith('1'))) return 'bindPhone.errors.mobile';
  if (MOBILE_PATTERN.test(mobile)) return null;
  return complete || mobile.length >= 11 ? 'bindPhone.errors.mobile' : null;
}

export function codeError(code: string, complete: boolean): MessageKey | null {
  if (!DIGITS.test(code)) return 'bindPhone.errors.code';
  return code.length === SMS_CODE_LENGTH || !complete ? null : 'bindPhone.errors.code';
}
