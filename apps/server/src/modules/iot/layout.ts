import type { Locale } from '@shop/contract';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { type ProtocolText, type SimLayoutTexts, simLayouts } from '../../db/schema/iot';
import { checkTranslatedLists, textsIn, translationsSchema } from '../../lib/translations';
import type { SimLayoutRow } from './queries';

const texts = z.array(z.string());

const simLayoutTranslationsSchema = translationsSchema(
  z.object({
    name: z.string(),
    notice: z.string(),
    loginNotice: z.string(),
    menus: texts,
    carousels: texts,
    popupTitle: z.string(),
    popupContent: z.string(),
    tabBar: texts,
    userCarousels: texts,
    userService: texts,
    loginProtocolTitle: z.string(),
    loginProtocol: texts,
    serviceProtocolTitle: z.string(),
    serviceProtocol: texts,
    taskRuleTitle: z.string(),
    taskRule: texts,
  }) satisfies z.ZodType<SimLayoutTexts>,
);

/** A layout's fields as saved: those with a default may be left out. */
type LayoutWords = Omit<typeof simLayouts.$inferInsert, 'id' | 'promoCode' | 'translations'>;

const titles = (items: readonly { title?: string }[]): string[] => items.map((item) => item.title ?? '');

const titled = <T extends { title?: string }>(items: readonly T[], shown: readonly string[]): T[] =>
  items.map((item, index) => (item.title === undefined ? item : { ...item, title: shown[index] ?? item.title }));

/** The layout's translatable words, in its Chinese original (a missing protocol has none). */
const layoutTexts = (row: LayoutWords): SimLayoutTexts => ({
  name: row.name,
  notice: row.notice ?? '',
  loginNotice: row.loginNotice ?? '',
  menus: titles(row.menus ?? []),
  carousels: titles(row.carousels ?? []),
  popupTitle: row.popup.title,
  popupContent: row.popup.content,
  tabBar: titles(row.tabBar.items),
  userCarousels: titles(row.userCarousels ?? []),
  userService: titles(row.userService ?? []),
  loginProtocolTitle: row.loginProtocol?.title ?? '',
  loginProtocol: row.loginProtocol?.paragraphs ?? [],
  serviceProtocolTitle: row.serviceProtocol?.title ?? '',
  serviceProtocol: row.serviceProtocol?.paragraphs ?? [],
  taskRuleTitle: row.taskRule?.title ?? '',
  taskRule: row.taskRule?.paragraphs ?? [],
});

const protocolWith = (protocol: ProtocolText | null, title: string, paragraphs: string[]): ProtocolText | null =>
  protocol && { ...protocol, title, paragraphs };

/** A stored layout with its words as a visitor of `locale` reads them. */
export const layoutIn = (row: SimLayoutRow, locale: Locale): SimLayoutRow => {
  if (locale === 'zh-Hans') return row;
  const shown = textsIn(layoutTexts(row), row.translations, locale);
  return {
    ...row,
    name: shown.name,
    notice: shown.notice,
    loginNotice: shown.loginNotice,
    menus: titled(row.menus, shown.menus),
    carousels: titled(row.carousels, shown.carousels),
    popup: { ...row.popup, title: shown.popupTitle, content: shown.popupContent },
    tabBar: { ...row.tabBar, items: titled(row.tabBar.items, shown.tabBar) },
    userCarousels: titled(row.userCarousels, shown.userCarousels),
    userService: titled(row.userService, shown.userService),
    loginProtocol: protocolWith(row.loginProtocol, shown.loginProtocolTitle, shown.loginProtocol),
    serviceProtocol: protocolWith(row.serviceProtocol, shown.serviceProtocolTitle, shown.serviceProtocol),
    taskRule: protocolWith(row.taskRule, shown.taskRuleTitle, shown.taskRule),
  };
};

/** A promoter's SIM layout as its administrator saves it: the Chinese original and, optionally, its translations. */
export type SimLayoutInput = typeof simLayouts.$inferInsert & { translations?: z.input<typeof simLayoutTranslationsSchema> };

/** Creates or replaces a promoter's SIM layout with its translations (none when not given). */
export const saveSimLayout = async (db: Database, input: SimLayoutInput): Promise<void> => {
  const translations = simLayoutTranslationsSchema
    .superRefine((parsed, context) => checkTranslatedLists(layoutTexts(input), parsed, context))
    .parse(input.translations);
  const row = { ...input, translations };
  await db.insert(simLayouts).values(row).onConflictDoUpdate({ target: simLayouts.promoCode, set: row });
};
