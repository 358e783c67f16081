import { defineMessages, inLocales, renderCatalogue } from '@shop/contract';
import type { Acceptance, AcceptanceRequest, CarrierAcceptance } from './types';

export interface SandboxCarrierOptions {
  /** Identity numbers the sandbox's real-name check refuses, as if they did not match their name. */
  refusedIdCards?: readonly string[];
}

export const CarrierMessage = defineMessages('carrier', {
  realName: inLocales(
    '运营商实名核验未通过，请确认姓名与身份证号码为同一人',
    '電信商實名核驗未通過，請確認姓名與身分證號碼為同一人',
    "The operator's real-name check failed. Please make sure the name and the ID card number belong to the same person",
    "La vérification d'identité de l'opérateur a échoué. Vérifiez que le nom et le numéro de carte d'identité sont ceux d'une même personne",
    'La verificación de identidad del operador no se ha superado. Comprueba que el nombre y el número del documento son de la misma persona',
  ),
});

export const CarrierText = renderCatalogue(CarrierMessage, 'zh-Hans');

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
      return fake || refused.has(idCard.toUpperCase()) ? { accepted: false, reason: CarrierMessage.realName } : { accepted: true };
    },
  };
};
