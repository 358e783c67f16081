import {
  ADDRESS_DETAIL_LENGTH,
  BUYER_MAX_AGE,
  BUYER_MIN_AGE,
  BUYER_NAME_LENGTH,
  BUYER_NAME_PATTERN,
  SMS_CODE_LENGTH,
  ageOn,
  idCardFault,
  isIdCard,
  isMobile,
} from '@shop/contract';
import { ok, wrong, type FieldCheck } from '../../../shared/form';
import type { RegionValue } from '../../regions';

/** What the buyer fills in; kept in memory only, never in the address or storage. */
export interface OrderFields {
  name: string;
  idCard: string;
  mobile: string;
  smsCode: string;
  region: RegionValue | null;
  detail: string;
  agreed: boolean;
}

export type FieldName = keyof OrderFields;

export const emptyFields = (agreed: boolean): OrderFields => ({
  name: '',
  idCard: '',
  mobile: '',
  smsCode: '',
  region: null,
  detail: '',
  agreed,
});

/** What a field keeps of a keystroke or a paste: digits for numbers, an upper-case X for the card. */
export const clean = {
  idCard: (s: string) => s.toUpperCase().replace(/[^\dX]/g, '').slice(0, 18),
  mobile: (s: string) => s.replace(/\D/g, '').slice(0, 11),
  smsCode: (s: string) => s.replace(/\D/g, '').slice(0, SMS_CODE_LENGTH),
};

export function checkName(value: string): FieldCheck {
  const name = value.trim();
  if (name === '') return wrong('orderForm.errors.nameRequired', true);
  if (!BUYER_NAME_PATTERN.test(name)) return wrong('orderForm.errors.nameChars');
  if (name.length < BUYER_NAME_LENGTH.min) return wrong('orderForm.errors.nameLength', true);
  if (name.length > BUYER_NAME_LENGTH.max) return wrong('orderForm.errors.nameLength');
  return ok;
}

/** The buyer's age today from a valid card; null for anything else. */
export const buyerAge = (idCard: string, today = new Date()): number | null => (isIdCard(idCard, today) ? ageOn(idCard, today) : null);

const isEligibleAge = (age: number): boolean => age >= BUYER_MIN_AGE && age <= BUYER_MAX_AGE;

/**
 * The identity number by its own digits; an unknown region is left to the server, so that the
 * region code list stays off the pages.
 */
export function checkIdCardNumber(idCard: string): FieldCheck {
  if (idCard.length < 18) return wrong(idCard === '' ? 'orderForm.errors.idCardRequired' : 'orderForm.errors.idCard', true);
  const fault = idCardFault(idCard);
  if (fault === 'birthDate') return wrong('orderForm.errors.idCardBirthDate');
  return fault ? wrong('orderForm.errors.idCard') : ok;
}

function checkIdCard(idCard: string): FieldCheck {
  const number = checkIdCardNumber(idCard);
  if (number.error) return number;
  const age = buyerAge(idCard);
  return age !== null && isEligibleAge(age) ? ok : wrong('orderForm.errors.age');
}

export function checkMobile(mobile: string): FieldCheck {
  if (isMobile(mobile)) return ok;
  if (mobile === '') return wrong('orderForm.errors.mobileRequired', true);
  return wrong('orderForm.errors.mobile', mobile.startsWith('1'));
}

const checkSmsCode = (code: string): FieldCheck =>
  code.length === SMS_CODE_LENGTH ? ok : wrong(code === '' ? 'orderForm.errors.smsCodeRequired' : 'orderForm.errors.smsCode', true);

export function checkDetail(value: string): FieldCheck {
  const detail = value.trim();
  if (detail === '') return wrong('orderForm.errors.detailRequired', true);
  if (detail.length < ADDRESS_DETAIL_LENGTH.min) return wrong('orderForm.errors.detailShort', true);
  return detail.length > ADDRESS_DETAIL_LENGTH.max ? wrong('orderForm.errors.detailLong') : ok;
}

/** Every field's verdict, in the order the form shows them. */
export function checkFields(fields: OrderFields): Record<FieldName, FieldCheck> {
  return {
    name: checkName(fields.name),
    idCard: checkIdCard(fields.idCard),
    mobile: checkMobile(fields.mobile),
    smsCode: checkSmsCode(fields.smsCode),
    region: fields.region ? ok : wrong('orderForm.errors.region', true),
    detail: checkDetail(fields.detail),
    agreed: fields.agreed ? ok : wrong('orderForm.errors.agreement', true),
  };
}

export const FIELD_ORDER: readonly FieldName[] = ['name', 'idCard', 'mobile', 'smsCode', 'region', 'detail', 'agreed'];
