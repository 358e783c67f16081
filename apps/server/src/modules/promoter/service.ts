import { Code, defineMessages, type GenericConfig, inLocales, promoCodeSchema, renderCatalogue, withValues } from '@shop/contract';
import type { Database } from '../../db/client';
import { BusinessError, notFound } from '../../errors';
import type { Promoter, PromoterRule } from '../../identity';
import { TtlCache } from '../../lib/ttl-cache';
import { allPromoCodes, findPaymentSettings, findPromoter, findSeller, promoterIds, readSettings, type Seller, setUpstreamId, toStorefront, upsertPromoter, upsertSettings } from './queries';
import { type StorefrontInput, storefrontInputSchema, storefrontsByLocale } from './texts';

export type { Seller } from './queries';
export type { StorefrontInput } from './texts';

/** The shop's generic settings (order look-up mode, login avatar, default promoter); none until first saved. */
export const genericSettingsOf = (db: Database): Promise<GenericConfig | undefined> => readSettings(db);

/** Saves the shop's generic settings. */
export const saveGenericSettings = (db: Database, settings: GenericConfig): Promise<void> => upsertSettings(db, settings);

export const PromoterMessage = defineMessages('promoter', {
  unknownPromoter: withValues(
    (promoCode: string) => ({ promoCode }),
    inLocales(
      '推广码 {promoCode} 不存在',
      '推廣碼 {promoCode} 不存在',
      'The promo code {promoCode} does not exist',
      "Le code promo {promoCode} n'existe pas",
      'El código promocional {promoCode} no existe',
    ),
  ),
  noDefaultPromoter: inLocales(
    '未指定推广码，也没有设置默认推广码',
    '未指定推廣碼，也沒有設定預設推廣碼',
    'No promo code was given and no default promo code is set',
    "Aucun code promo n'a été donné et aucun code promo par défaut n'est défini",
    'No se ha indicado ningún código promocional y no hay ninguno por defecto',
  ),
  upstreamCycle: inLocales(
    '上级推广商不能是自己或自己的下级',
    '上級推廣商不能是自己或自己的下級',
    "A promoter's upstream cannot be itself or one of its downstream promoters",
    "Le promoteur amont ne peut être ni lui-même ni l'un de ses promoteurs en aval",
    'El promotor superior no puede ser él mismo ni uno de sus promotores subordinados',
  ),
});

export const PromoterText = renderCatalogue(PromoterMessage, 'zh-Hans');

/** What paying online to a promoter's card shows: the payment types it offers (none when unknown) and its name. */
export const paymentSettingsOf = async (db: Database, promoCode: string) => {
  const found = await findPaymentSettings(db, promoCode);
  return { paymentTypes: found?.paymentTypes ?? [], merchantName: found?.merchantName ?? '' };
};

export interface PromoterServiceOptions {
  /** How long a resolved promoter is reused (5 s by default); a change made through the services drops it at once. */
  cacheTtlMs?: number;
}

/**
 * Every storefront request names its promoter, so resolutions are cached. Changes made through
 * this service (or the shared settings) drop the cache at once; the short life bounds how long
 * another server process on the same PostgreSQL, or a change made in SQL, goes unseen.
 */
const CACHE_TTL_MS = 5_000;
const CACHE_MAX_PROMOTERS = 1_000;

/** A found promoter, or the code that named nobody (null: no code and no default set). */
type Lookup = Promoter | { missing: string | null };

export const createPromoterService = (db: Database, { cacheTtlMs = CACHE_TTL_MS }: PromoterServiceOptions = {}) => {
  // Misses are kept too: a code that names nobody costs one query per cache life, however often it is sent.
  const cache = new TtlCache<Lookup>(cacheTtlMs, CACHE_MAX_PROMOTERS);
  // Orders name their promoter by id: its sale terms are kept as long as a resolution.
  const sellers = new TtlCache<Seller>(cacheTtlMs, CACHE_MAX_PROMOTERS);
  const forget = (): void => {
    cache.clear();
    sellers.clear();
  };

  const load = async (promoCode: string | undefined): Promise<Lookup> => {
    const { row, chain, defaultCode } = await findPromoter(db, promoCode);
    if (!row) return { missing: promoCode ?? defaultCode };
    // A cycle written by hand in the database repeats ids up to the bound; each counts once.
    const storefront = toStorefront(row);
    return Object.freeze({
      id: row.id,
      promoCode: row.promoCode,
      chain: Object.freeze([...new Set(chain)]),
      storefront,
      // Every locale's storefront is made once per cache life, so each is one object to prepare an answer for.
      storefronts: storefrontsByLocale(storefront, row.translations),
    });
  };

  /** The promoter a promo code comes to under a rule (see PromoterRule); 404 where the rule has none to give. */
  function resolve(promoCode: string | undefined, rule: 'required'): Promise<Promoter>;
  function resolve(promoCode: string | undefined, rule: PromoterRule): Promise<Promoter | undefined>;
  async function resolve(promoCode: string | undefined, rule: PromoterRule): Promise<Promoter | undefined> {
    if (promoCode === undefined && rule === 'namedOnly') return undefined;
    const found = await cache.get(promoCode ?? '', () => load(promoCode));
    if (!('missing' in found)) return found;
    if (promoCode !== undefined && rule === 'namedOnly') return undefined;
    if (found.missing === null) {
      if (rule === 'defaultOrNone') return undefined;
      throw notFound(PromoterMessage.noDefaultPromoter);
    }
    throw notFound(PromoterMessage.unknownPromoter(found.missing));
  }

  /** The id of the promoter a code names; 404 when it names none. */
  const idOf = async (promoCode: string): Promise<number> => (await resolve(promoCode, 'required')).id;

  return {
    resolve,
    idOf,

    /** Forgets every resolution, so the next request reads what was just written (the default code changed). */
    forget,

    /** The merchant's name and payment types of the promoter an order was placed with. */
    sellerOf: (promoterId: number): Promise<Seller> =>
      sellers.get(String(promoterId), async () => {
        const seller = await findSeller(db, promoterId);
        if (!seller) throw new Error(`Promoter ${promoterId} does not exist.`);
        return seller;
      }),

    /** Creates or replaces a promoter with its translations (none when not given); its code must be one a visitor can ask for. */
    save: async (input: StorefrontInput): Promise<void> => {
      const { translations, ...storefront } = storefrontInputSchema.parse(input);
      await upsertPromoter(db, { ...storefront, promoCode: promoCodeSchema.parse(input.promoCode) }, translations);
      forget();
    },

    /** Makes `upstreamCode`'s pool and products part of `promoCode`'s scope (null: its own only). */
    setUpstream: async (promoCode: string, upstreamCode: string | null): Promise<void> => {
      const id = await idOf(promoCode);
      let upstreamId: number | null = null;
      if (upstreamCode !== null) {
        // Read fresh, not from the cache: the cycle check must see every link as it is now.
        const upstream = await load(upstreamCode);
        if ('missing' in upstream) throw notFound(PromoterMessage.unknownPromoter(upstreamCode));
        if (upstream.chain.includes(id)) throw new BusinessError(Code.failed, PromoterMessage.upstreamCycle, 400);
        upstreamId = upstream.id;
      }
      await setUpstreamId(db, id, upstreamId);
      forget();
    },

    /** Ids by promo code, for writes naming many promoters at once; unknown codes are left out. */
    idsOf: (promoCodes: readonly string[]): Promise<Map<string, number>> => promoterIds(db, promoCodes),

    /** Every promo code, for checking an import file before anything is written. */
    promoCodes: (): Promise<string[]> => allPromoCodes(db),
  };
};

export type PromoterService = ReturnType<typeof createPromoterService>;
