import { type GenericConfig, genericConfigSchema, type pointEventSchema } from '@shop/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { pointEvents } from '../../db/schema/hk';
import { TtlCache } from '../../lib/ttl-cache';
import { genericSettingsOf, type PromoterService, saveGenericSettings } from '../promoter/service';

export type PointEvent = z.output<typeof pointEventSchema>;

/** Who sent an analytics event, as the request's headers and connection say. */
export interface PointCaller {
  sessionId: string | undefined;
  pageUrl: string | undefined;
  ip: string;
  userAgent: string | undefined;
}

export interface HkServiceDeps {
  /** Told when the default promo code may have changed. */
  promoters: Pick<PromoterService, 'forget'>;
  /** The shared settings stay this long (5 s by default); a change made through this service drops them at once. */
  cacheTtlMs?: number;
}

const CACHE_TTL_MS = 5_000;
/** Stored text is cut to this length; headers are the caller's word and can be long. */
const MAX_STORED_TEXT = 512;

/** Used until generic settings are saved (a database that was never seeded). */
const DEFAULT_SETTINGS: GenericConfig = { orderQueryMode: 'sms', loginAvatar: '', defaultPromoCode: '' };

const clip = (text: string | undefined): string | undefined => text?.slice(0, MAX_STORED_TEXT);

/** The storefront's shared calls (`/api/hk/`): the settings every promoter shares, and analytics events. */
export const createHkService = (db: Database, { promoters, cacheTtlMs = CACHE_TTL_MS }: HkServiceDeps) => {
  const settings = new TtlCache<GenericConfig>(cacheTtlMs, 1);

  return {
    genericConfig: (): Promise<GenericConfig> => settings.get('settings', async () => (await genericSettingsOf(db)) ?? DEFAULT_SETTINGS),

    saveGenericSettings: async (values: GenericConfig): Promise<void> => {
      await saveGenericSettings(db, genericConfigSchema.parse(values));
      settings.clear();
      promoters.forget();
    },

    /** Stores an analytics event with who sent it; the page defaults to the page-url header. */
    recordPoint: async (event: PointEvent, caller: PointCaller): Promise<void> => {
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

export type HkService = ReturnType<typeof createHkService>;
