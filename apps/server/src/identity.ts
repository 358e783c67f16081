import type { BaseConfig, Locale } from '@shop/contract';

/**
 * Who a request acts for, once the HTTP layer has checked its session. Services take these
 * plain values, so the rules below the routes never depend on the transport.
 */

/** A shop user: the mobile an SMS-verified session is bound to. */
export interface ShopUser {
  sessionId: number;
  mobile: string;
  /** Set when the session was opened by order number: it sees that one order only. */
  orderSn: string | null;
}

/** A card holder: the SIM a card session was opened for. */
export interface CardUser {
  sessionId: number;
  simId: number;
  simNo: string;
}

/** The promoter a visitor came through, resolved from the request's promo code by the HTTP layer. */
export interface Promoter {
  id: number;
  promoCode: string;
  /** Itself, then its upstream chain, nearest first: whose numbers and products its visitors see. */
  chain: readonly number[];
  /** Its storefront settings in the Chinese original, as saved. */
  storefront: BaseConfig;
  /** Its storefront as `baseConfig` answers it in each locale (zh-Hans: the original). */
  storefronts: Readonly<Record<Locale, BaseConfig>>;
}

/**
 * How a request's promo code comes to a promoter; an unknown code always answers 404 except
 * under `namedOnly`.
 * - `required`: the named promoter, else the default one; 404 when no default is set.
 * - `defaultOrNone`: the same, but none (the shop's own texts) when no default is set.
 * - `namedOnly`: only a promoter the code names; none without a code or for an unknown one.
 */
export type PromoterRule = 'required' | 'defaultOrNone' | 'namedOnly';
