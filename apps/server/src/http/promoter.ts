import { api, type ApiName, type BuiltApiName } from '@shop/contract';
import type { Promoter, PromoterRule } from '../identity';

/** The endpoints whose query or body takes a promo code (the api table says where). */
export type PromoCodeApiName = { [N in ApiName]: (typeof api)[N] extends { promoCode: 'query' | 'body' } ? N : never }[ApiName];

/**
 * How each endpoint's promo code comes to a promoter, when not `required` (see PromoterRule):
 * texts fall back to the shop's own when no default promoter is set, and the card pages and
 * analytics events take only a promoter the code names, whatever else was sent.
 */
export const promoterRules = {
  aboutText: 'defaultOrNone',
  loginProtocol: 'defaultOrNone',
  sysQuestionList: 'defaultOrNone',
  sysQuestionView: 'defaultOrNone',
  hotQuestionList: 'defaultOrNone',
  simLoginConfig: 'namedOnly',
  iotLoginProtocol: 'namedOnly',
  pointReport: 'namedOnly',
} as const satisfies Partial<Record<PromoCodeApiName, Exclude<PromoterRule, 'required'>>>;

/** The rule an endpoint's promo code is resolved under; undefined when it takes none. */
export const promoterRuleOf = (name: ApiName): PromoterRule | undefined => {
  if (promoCodePlace(name) === undefined) return undefined;
  const rules: Partial<Record<ApiName, PromoterRule>> = promoterRules;
  return rules[name] ?? 'required';
};

/** What a handler receives as `promoter`: none where the endpoint takes no promo code. */
export type PromoterOf<N extends BuiltApiName> = N extends PromoCodeApiName
  ? N extends keyof typeof promoterRules
    ? Promoter | undefined
    : Promoter
  : undefined;

/** Where the endpoint takes its promo code, if it takes one. */
export const promoCodePlace = (name: ApiName): 'query' | 'body' | undefined => {
  const entry = api[name];
  return 'promoCode' in entry ? entry.promoCode : undefined;
};
