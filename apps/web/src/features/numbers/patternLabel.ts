import { patternByCode } from '@shop/contract';
import { currentLocale } from '../../i18n';

/** A pattern's name in the current locale; the contract carries it, so no text pack is needed. */
export const patternLabel = (code: string): string => patternByCode.get(code)?.label[currentLocale()] ?? code;
