import type { FieldCheck } from '../../../shared/form';
import { checkIdCardNumber, checkMobile, checkName } from '../../order';

/** What the platform's three-factor form asks; kept in memory only. */
export interface PlatformFields {
  name: string;
  idCard: string;
  mobile: string;
}

export const PLATFORM_FIELDS = ['name', 'idCard', 'mobile'] as const;

export const checkPlatform = (fields: PlatformFields): Record<keyof PlatformFields, FieldCheck> => ({
  name: checkName(fields.name),
  // The shop orders' rule without their age limits: real-name has none.
  idCard: checkIdCardNumber(fields.idCard),
  mobile: checkMobile(fields.mobile),
});
