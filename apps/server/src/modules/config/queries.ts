import type { BaseConfig, GenericConfig } from '@shop/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { genericSettings, type NewPromoter, type PromoterRow, promoters } from '../../db/schema';

export const toBaseConfig = (row: PromoterRow): BaseConfig => ({
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

export const promoterIdOf = async (db: Database, promoCode: string): Promise<number | undefined> => {
  const [row] = await db.select({ id: promoters.id }).from(promoters).where(eq(promoters.promoCode, promoCode)).limit(1);
  return row?.id;
};

export const findPromoter = async (db: Database, promoCode: string): Promise<BaseConfig | undefined> => {
  const [row] = await db.select().from(promoters).where(eq(promoters.promoCode, promoCode)).limit(1);
  return row && toBaseConfig(row);
};

export const upsertPromoter = async (db: Database, config: BaseConfig): Promise<void> => {
  const row = toRow(config);
  await db
    .insert(promoters)
    .values(row)
    .onConflictDoUpdate({ target: promoters.promoCode, set: { ...row, updatedAt: sql`now()` } });
};

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
