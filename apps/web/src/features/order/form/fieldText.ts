import {
  ADDRESS_DETAIL_LENGTH,
  BUYER_MAX_AGE,
  BUYER_MIN_AGE,
  BUYER_NAME_LENGTH,
  ID_CARD_MIN_BIRTH_YEAR,
  SMS_CODE_LENGTH,
} from '@shop/contract';
import type { MessageKey } from '../../../i18n';
import { t } from '../../../i18n';

/** The limits the messages quote, and the age read from the card when there is one. */
export const errorText = (key: MessageKey | null, age: number | null = null): string =>
  key
    ? t(key, {
        nameMin: BUYER_NAME_LENGTH.min,
        nameMax: BUYER_NAME_LENGTH.max,
        minAge: BUYER_MIN_AGE,
        maxAge: BUYER_MAX_AGE,
        age: age ?? '',
        minBirthYear: ID_CARD_MIN_BIRTH_YEAR,
        codeLength: SMS_CODE_LENGTH,
        detailMin: ADDRESS_DETAIL_LENGTH.min,
        detailMax: ADDRESS_DETAIL_LENGTH.max,
      })
    : '';
