import type { Acceptance, AcceptanceRequest, CarrierAcceptance } from './types';

export interface SandboxCarrierOptions {
  /** Identity numbers the sandbox's real-name check refuses, as if they did not match their name. */
  refusedIdCards?: readonly string[];
}

export const CarrierText = {
  realName: '运营商实名核验未通过，请确认姓名与身份证号码为同一人',
} as const;

/** Names a real-name register would never hold: test words, or one character repeated. */
const FAKE_NAME = /测试|test|不通过|^(.)\1+$/iu;
/** Mainland identity numbers belong to names in Chinese characters (residence permits 81-83 excepted). */
const LATIN_ONLY = /^[A-Za-z .·]+$/;
const isMainland = (idCard: string): boolean => !['81', '82', '83'].includes(idCard.slice(0, 2));

/**
 * The carrier's acceptance as a sandbox: it refuses what the real-name check of a carrier
 * refuses, a name that cannot be a registered one, and the identity numbers it is told to.
 */
export const createSandboxCarrier = ({ refusedIdCards = [] }: SandboxCarrierOptions = {}): CarrierAcceptance => {
  const refused = new Set(refusedIdCards.map((idCard) => idCard.toUpperCase()));
  return {
    accept: async ({ name, idCard }: AcceptanceRequest): Promise<Acceptance> => {
      const fake = FAKE_NAME.test(name.replace(/\s/g, '')) || (isMainland(idCard) && LATIN_ONLY.test(name));
      return fake || refused.has(idCard.toUpperCase()) ? { accepted: false, reason: CarrierText.realName } : { accepted: true };
    },
  };
};
