import { PAY_PASSWORD_LENGTH, SMS_CODE_LENGTH, weakPayPassword } from '@shop/contract';
import type { MessageKey } from '../../../../i18n';

const DIGITS = /^\d*$/;

/**
 * What is wrong with a new pay password, said as soon as it is sure: a non-digit or a weak
 * six at once, a short one only once the field is left (`complete`).
 */
export function newPasswordError(password: string, simNo: string, complete: boolean): MessageKey | null {
  if (!DIGITS.test(password)) return 'wallet.payPassword.errors.password';
  if (password.length < PAY_PASSWORD_LENGTH) return complete ? 'wallet.payPassword.errors.password' : null;
  const weak = weakPayPassword(password, simNo);
  return weak ? `wallet.payPassword.errors.${weak}` : null;
}

export function repeatError(repeat: string, password: string, complete: boolean): MessageKey | null {
  if (repeat.length < PAY_PASSWORD_LENGTH && !complete) return null;
  return repeat === password ? null : 'wallet.payPassword.errors.mismatch';
}

export function codeError(code: string, complete: boolean): MessageKey | null {
  if (!DIGITS.test(code)) return 'wallet.payPassword.errors.code';
  return code.length === SMS_CODE_LENGTH || !complete ? null : 'wallet.payPassword.errors.code';
}
