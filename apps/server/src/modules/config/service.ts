import {
  type BaseConfig,
  baseConfigSchema,
  type GenericConfig,
  genericConfigSchema,
  type pointEventSchema,
  promoCodeSchema,
} from '@shop/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { pointEvents } from '../../db/schema';
import { notFound } from '../../errors';
import { type PreparedAnswer, prepareAnswer } from '../../http/answer';
import type { RequestContext } from '../../http/context';
import { TtlCache } from '../../lib/ttl-cache';
import { findPromoter, promoterIdOf, readSettings, upsertPromoter, upsertSettings } from './queries';

export type PointEvent = z.output<typeof pointEventSchema>;
type Caller = Pick<RequestContext, 'sessionId' | 'ip' | 'userAgent' | 'pageUrl'>;

export const ConfigText = {
  unknownPromoter: (promoCode: string) => `推广码 ${promoCode} 不存在`,
  noDefaultPromoter: '未指定推广码，也没有设置默认推广码',
} as const;

export interface ConfigServiceOptions {
  /** Answers stay this long; a change made through this service clears them at once. */
  cacheTtlMs?: number;
}

const CACHE_TTL_MS = 5_000;
const CACHE_MAX_PROMOTERS = 1_000;
/** Stored text is cut to this length; headers are the caller's word and can be long. */
const MAX_STORED_TEXT = 512;

/** Used until generic settings are saved (a database that was never seeded). */
const DEFAULT_SETTINGS: GenericConfig = { orderQueryMode: 'sms', loginAvatar: '', defaultPromoCode: '' };

const clip = (text: string | undefined): string | undefined => text?.slice(0, MAX_STORED_TEXT);

export const createConfigService = (db: Database, { cacheTtlMs = CACHE_TTL_MS }: ConfigServiceOptions = {}) => {
  const answers = new TtlCache<PreparedAnswer<BaseConfig>>(cacheTtlMs, CACHE_MAX_PROMOTERS);
  const settings = new TtlCache<GenericConfig>(cacheTtlMs, 1);
  const promoterIds = new TtlCache<number | undefined>(cacheTtlMs, CACHE_MAX_PROMOTERS);

  const genericConfig = (): Promise<GenericConfig> =>
    settings.get('settings', async () => (await readSettings(db)) ?? DEFAULT_SETTINGS);

  const loadBaseConfig = async (promoCode: string | undefined): Promise<PreparedAnswer<BaseConfig>> => {
    const code = promoCode ?? (await genericConfig()).defaultPromoCode;
    if (!code) throw notFound(ConfigText.noDefaultPromoter);
    const config = await findPromoter(db, code);
    if (!config) throw notFound(ConfigText.unknownPromoter(code));
    return prepareAnswer(config);
  };

  const loadPromoterId = async (promoCode: string | undefined): Promise<number | undefined> => {
    // An empty default code means none is configured; a code that was given is always looked up.
    const code = promoCode ?? ((await genericConfig()).defaultPromoCode || undefined);
    if (code === undefined) return undefined;
    const id = await promoterIdOf(db, code);
    if (id === undefined) throw notFound(ConfigText.unknownPromoter(code));
    return id;
  };

  /**
   * The id of the promoter a promo code names (an unknown code is a 404); without a code the
   * default promoter's (as baseConfig), undefined when none is configured.
   */
  function promoterId(promoCode: string): Promise<number>;
  function promoterId(promoCode: string | undefined): Promise<number | undefined>;
  function promoterId(promoCode: string | undefined): Promise<number | undefined> {
    return promoterIds.get(promoCode ?? '', () => loadPromoterId(promoCode));
  }

  return {
    genericConfig,
    promoterId,

    /** A promoter's storefront as a ready answer; without a code, the default promoter's. */
    baseConfig: (promoCode: string | undefined): Promise<PreparedAnswer<BaseConfig>> =>
      answers.get(promoCode ?? '', () => loadBaseConfig(promoCode)),

    /** Creates or replaces a promoter; its code must be one a visitor can ask for. */
    savePromoter: async (config: BaseConfig): Promise<void> => {
      await upsertPromoter(db, { ...baseConfigSchema.parse(config), promoCode: promoCodeSchema.parse(config.promoCode) });
      answers.clear();
      promoterIds.clear();
    },

    saveGenericSettings: async (values: GenericConfig): Promise<void> => {
      await upsertSettings(db, genericConfigSchema.parse(values));
      settings.clear();
      answers.clear();
      promoterIds.clear();
    },

    /** Stores an analytics event with who sent it; the page defaults to the page-url header. */
    recordPoint: async (event: PointEvent, caller: Caller): Promise<void> => {
      await db.insert(pointEvents).values({
        event: event.event,
        promoCode: event.promoCode,
        page: clip(event.page ?? caller.pageUrl),
        props: event.props,
        sessionId: clip(caller.sessionId),
        ip: caller.ip,
        userAgent: clip(caller.userAgent),
      });
    },
  };
};

export type ConfigService = ReturnType<typeof createConfigService>;
