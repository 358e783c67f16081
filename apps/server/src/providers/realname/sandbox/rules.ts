import type { RealnameReason } from '@shop/contract';
import type { ThreeFactorInput } from '../types';

/** Names a real-name register would never hold: test words, or one character repeated (as the carrier sandbox judges them). */
const FAKE_NAME = /测试|test|不通过|^(.)\1+$/iu;

export interface SandboxRules {
  /** Identity numbers the register holds under another name. */
  refusedIdCards?: readonly string[];
  /** Every check fails as if the operator's system were down (a test's or a demo's knob). */
  failAll?: boolean;
}

/** The register's answer on a name and an identity number; null: they belong together. */
export const identityMismatch = (name: string, idCard: string, { refusedIdCards = [] }: SandboxRules): RealnameReason | null =>
  FAKE_NAME.test(name.replace(/\s/g, '')) || refusedIdCards.includes(idCard.toUpperCase()) ? 'mismatch' : null;

/**
 * The three-factor register: the name and number as above, and the mobile registered to that
 * identity. In the sandbox a mobile ending in 0000 is registered to someone else.
 */
export const threeFactorVerdict = ({ name, idCard, mobile }: ThreeFactorInput, rules: SandboxRules): RealnameReason | null => {
  if (rules.failAll) return 'operatorFailed';
  return identityMismatch(name, idCard, rules) ?? (mobile.endsWith('0000') ? 'mobileMismatch' : null);
};
