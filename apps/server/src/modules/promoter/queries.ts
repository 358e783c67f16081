import type { BaseConfig, GenericConfig, PaymentType } from '@shop/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { genericSettings, type NewPromoter, type PromoterRow, promoters, type StorefrontTexts } from '../../db/schema/promoter';
import type { Translations } from '../../lib/translations';

/** Upstream links followed at most: chains are short, and the bound ends a cycle written by hand in the database. */
export const MAX_CHAIN = 16;

export const toStorefront = (row: PromoterRow): BaseConfig => ({
  front: {
    title: row.title,
    keywords: row.keywords,
    description: row.description,
    logo: row.logo,
    indexCarousel: row.indexCarousel,
    bottomTips: row.bottomTips,
    ipcCode: row.ipcCode,
    kefuUrl: row.kefuUrl,
    kefuQr: row.kefuQr,
    kefuMobile: row.kefuMobile,
    followQr: row.followQr,
    shopTemplate: row.shopTemplate,
    fastNav: row.fastNav,
    suggest: row.suggest,
    indexSearch: row.indexSearch,
    indexFirstGroup: row.indexFirstGroup,
    showInviteRegister: row.showInviteRegister,
  },
  promoCode: row.promoCode,
  promoName: row.promoName,
  isAgent: row.isAgent,
  domain: row.domain,
  inviteCode: row.inviteCode,
  douyinMpImId: row.douyinMpImId,
  kuaishouMpImId: row.kuaishouMpImId,
  showPaymentType: row.showPaymentType,
  shopMenu: row.shopMenu,
});

const toRow = ({ front, ...rest }: BaseConfig): NewPromoter => ({ ...front, ...rest });

/** The default promo code of the shared settings; null when none is set. */
const defaultCode = sql<string | null>`(select nullif(${genericSettings.defaultPromoCode}, '') from ${genericSettings} where ${genericSettings.id} = 1)`;

export interface FoundPromoter {
  /** The default promo code (null when none is set), read in the same query for the messages. */
  defaultCode: string | null;
  row: PromoterRow | null;
  /** The promoter and its upstream chain, nearest first (a hand-made cycle repeats ids). */
  chain: number[];
}

/**
 * The one query of promoter resolution: the promoter a promo code names (without a code, the
 * default one), its upstream chain, and the default code, in one round trip.
 */
export const findPromoter = async (db: Database, promoCode: string | undefined): Promise<FoundPromoter> => {
  const code = promoCode === undefined ? defaultCode : sql`${promoCode}::text`;
  const [found] = await db
    .select({
      defaultCode,
      row: promoters,
      chain: sql<number[] | null>`array(
        with recursive chain(id, upstream_id, depth) as (
          select ${promoters.id}, ${promoters.upstreamId}, 0
          union all
          select p.id, p.upstream_id, c.depth + 1 from ${promoters} p join chain c on p.id = c.upstream_id where c.depth < ${MAX_CHAIN}
        )
        select id from chain where id is not null order by depth
      )`,
    })
    .from(sql`(select 1) as visitor`)
    .leftJoin(promoters, eq(promoters.promoCode, code));
  return { defaultCode: found?.defaultCode ?? null, row: found?.row ?? null, chain: (found?.chain ?? []).map(Number) };
};

export const upsertPromoter = async (db: Database, storefront: BaseConfig, translations: Translations<StorefrontTexts>): Promise<void> => {
  const row = { ...toRow(storefront), translations };
  await db
    .insert(promoters)
    .values(row)
    .onConflictDoUpdate({ target: promoters.promoCode, set: { ...row, updatedAt: sql`now()` } });
};

export const setUpstreamId = async (db: Database, promoterId: number, upstreamId: number | null): Promise<void> => {
  await db.update(promoters).set({ upstreamId, updatedAt: sql`now()` }).where(eq(promoters.id, promoterId));
};

/** Ids by promo code, for writes that name many promoters at once (a number import). */
export const promoterIds = async (db: Database, promoCodes: readonly string[]): Promise<Map<string, number>> => {
  if (promoCodes.length === 0) return new Map();
  const rows = await db.select({ id: promoters.id, promoCode: promoters.promoCode }).from(promoters).where(inArray(promoters.promoCode, [...promoCodes]));
  return new Map(rows.map((row) => [row.promoCode, row.id]));
};

/** What a sale shows of its promoter: the merchant's name and the payment types it takes. */
export interface Seller {
  name: string;
  paymentTypes: PaymentType[];
}

export const findSeller = async (db: Database, promoterId: number): Promise<Seller | undefined> => {
  const [row] = await db
    .select({ name: promoters.promoName, paymentTypes: promoters.showPaymentType })
    .from(promoters)
    .where(eq(promoters.id, promoterId));
  return row;
};

export const allPromoCodes = async (db: Database): Promise<string[]> =>
  (await db.select({ promoCode: promoters.promoCode }).from(promoters)).map((row) => row.promoCode);

export const readSettings = async (db: Database): Promise<GenericConfig | undefined> => {
  const [row] = await db.select().from(genericSettings).limit(1);
  return row && { orderQueryMode: row.orderQueryMode, loginAvatar: row.loginAvatar, defaultPromoCode: row.defaultPromoCode };
};

export const upsertSettings = async (db: Database, settings: GenericConfig): Promise<void> => {
  await db
    .insert(genericSettings)
    .values({ id: 1, ...settings })
    .onConflictDoUpdate({ target: genericSettings.id, set: { ...settings, updatedAt: sql`now()` } });
};

/** The payment types a promoter shows and the name a payer sees; undefined for an unknown code. */
export const findPaymentSettings = async (db: Database, promoCode: string) =>
  (await db.select({ paymentTypes: promoters.showPaymentType, merchantName: promoters.promoName }).from(promoters).where(eq(promoters.promoCode, promoCode)))[0];
