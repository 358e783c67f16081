import { randomBytes } from 'node:crypto';
import { defineMessages, type EndpointOf, inLocales, type ParsedBodyOf, type WifiCard } from '@shop/contract';
import { eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { wifiCards } from '../../db/schema/site';
import { notFound } from '../../errors';
import type { CardUser } from '../../identity';

export const WifiCardMessage = defineMessages('wifiCard', {
  unknown: inLocales(
    '该 Wi-Fi 卡片不存在，请向分享人重新索取',
    '該 Wi-Fi 卡片不存在，請向分享人重新索取',
    'This Wi-Fi card does not exist. Ask the person who shared it for a new one',
    "Cette carte Wi-Fi n'existe pas. Demandez-en une nouvelle à la personne qui l'a partagée",
    'Esta tarjeta Wi-Fi no existe. Pide una nueva a quien la compartió',
  ),
  expired: inLocales(
    '该 Wi-Fi 卡片已过期，请向分享人重新索取',
    '該 Wi-Fi 卡片已過期，請向分享人重新索取',
    'This Wi-Fi card has expired. Ask the person who shared it for a new one',
    "Cette carte Wi-Fi a expiré. Demandez-en une nouvelle à la personne qui l'a partagée",
    'Esta tarjeta Wi-Fi ha caducado. Pide una nueva a quien la compartió',
  ),
});

/** How long a shared Wi-Fi card opens: long enough for guests, short enough that an old screenshot stops working. */
export const WIFI_CARD_DAYS = 7;

type WifiCardBody = ParsedBodyOf<EndpointOf<'wifiCreate'>>;

/** Shareable Wi-Fi cards behind 128-bit random codes (a code cannot be guessed or counted through). */
export const createWifiCardService = (db: Database, clock: () => Date = () => new Date()) => ({
  create: async (card: CardUser, body: WifiCardBody): Promise<{ code: string; expiresAt: string }> => {
    const code = randomBytes(16).toString('base64url');
    const expiresAt = new Date(clock().getTime() + WIFI_CARD_DAYS * 86_400_000);
    await db.insert(wifiCards).values({ code, simId: card.simId, ...body, expiresAt });
    return { code, expiresAt: expiresAt.toISOString() };
  },

  find: async (code: string): Promise<WifiCard> => {
    const [row] = await db.select().from(wifiCards).where(eq(wifiCards.code, code));
    if (!row) throw notFound(WifiCardMessage.unknown);
    if (row.expiresAt <= clock()) throw notFound(WifiCardMessage.expired);
    return { ssid: row.ssid, password: row.password, encryption: row.encryption, hidden: row.hidden, expiresAt: row.expiresAt.toISOString() };
  },

  /** Deletes the expired cards: their Wi-Fi passwords are kept no longer than a card opens. Answers how many. */
  sweep: async (): Promise<number> => (await db.delete(wifiCards).where(lte(wifiCards.expiresAt, clock())).returning({ code: wifiCards.code })).length,
});

export type WifiCardService = ReturnType<typeof createWifiCardService>;
