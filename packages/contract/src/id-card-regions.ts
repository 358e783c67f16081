import { ID_CARD_REGION_SUFFIXES } from './id-card-regions.data';
import { idCardFault, type IdCardFault } from './id-card';

// Only the contract's schemas (the server) import this: the browser checks the digits' own rules
// and hears of an unknown region from the server, so the code list never weighs on a page.

const REGION_CODE = /^\d{6}$/;

/** A GB/T 2260 region code, current or retired: a card keeps the code of the county that first issued it. */
export const isIdCardRegion = (code: string): boolean => {
  if (!REGION_CODE.test(code)) return false;
  const suffixes = Object.hasOwn(ID_CARD_REGION_SUFFIXES, code.slice(0, 4)) ? ID_CARD_REGION_SUFFIXES[code.slice(0, 4)] : undefined;
  if (suffixes === undefined) return false;
  const suffix = code.slice(4);
  for (let at = 0; at < suffixes.length; at += 2) if (suffixes.startsWith(suffix, at)) return true;
  return false;
};

export type IdCardProblem = IdCardFault | 'region';

/** Everything wrong with an identity number, the region after the digits' own rules and before the birth date. */
export const idCardProblem = (s: string, today: Date = new Date()): IdCardProblem | null => {
  const fault = idCardFault(s, today);
  if (fault === 'invalid') return fault;
  return isIdCardRegion(s.slice(0, 6)) ? fault : 'region';
};
