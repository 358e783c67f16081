import { isIdCard } from '@shop/contract';
import { ok, wrong, type FieldCheck } from '../../../shared/form';
import { checkMobile, checkName } from '../../order';

/** What the platform's three-factor form asks; kept in memory only. */
export interface PlatformFields {
  name: string;
  idCard: string;
  mobile: string;
}

export const PLATFORM_FIELDS = ['name', 'idCard', 'mobile'] as const;

/** The identity number by the shop orders' rule, without their age limits: real-name has none. */
export function checkIdCard(idCard: string): FieldCheck {
  if (idCard.length < 18) return wrong(idCard === '' ? 'orderForm.errors.idCardRequired' : 'orderForm.errors.idCard', true);
  return isIdCard(idCard) ? ok : wrong('orderForm.errors.idCard');
}

export const checkPlatform = (fields: PlatformFields): Record<keyof PlatformFields, FieldCheck> => ({
  name: checkName(fields.name),
  idCard: checkIdCard(fields.idCard),
  mobile: checkMobile(fields.mobile),
});
