import { createHmac } from 'node:crypto';
import { ageOn, BUYER_MAX_AGE, BUYER_MIN_AGE, Code, defineMessages, inLocales, MAX_LIVE_ORDERS_PER_ID_CARD, type Message, renderCatalogue } from '@shop/contract';
import { and, eq, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { blacklist } from '../../db/schema/orders';
import { BusinessError } from '../../errors';
import type { AcceptanceRequest, CarrierAcceptance } from '../../providers/carrier';

/** Why an order is refused (code 30003): the client shows the reason in its dialog. */
export const EligibilityMessage = defineMessages('eligibility', {
  age: inLocales(
    `根据实名制要求，需年满${BUYER_MIN_AGE}周岁且不超过${BUYER_MAX_AGE}周岁`,
    `根據實名制要求，需年滿${BUYER_MIN_AGE}週歲且不超過${BUYER_MAX_AGE}週歲`,
    `Under the real-name rules, the buyer must be between ${BUYER_MIN_AGE} and ${BUYER_MAX_AGE} years old`,
    `Selon les règles d'identification, l'acheteur doit avoir entre ${BUYER_MIN_AGE} et ${BUYER_MAX_AGE} ans`,
    `Según las normas de identificación, el comprador debe tener entre ${BUYER_MIN_AGE} y ${BUYER_MAX_AGE} años`,
  ),
  blacklisted: inLocales(
    '该身份证或手机号暂不能办理新业务，如有疑问请联系客服',
    '該身分證或手機號暫不能辦理新業務，如有疑問請聯繫客服',
    'This ID card or mobile number cannot take new services for now. If you have questions, please contact customer service',
    "Cette carte d'identité ou ce numéro de mobile ne peut pas souscrire de nouveau service pour l'instant. Pour toute question, contactez le service client",
    'Este documento o este móvil no puede contratar nuevos servicios por ahora. Si tienes dudas, contacta con atención al cliente',
  ),
  tooManyOrders: inLocales(
    `同一身份证最多可有 ${MAX_LIVE_ORDERS_PER_ID_CARD} 笔有效订单，请先完成或取消待支付的订单`,
    `同一身分證最多可有 ${MAX_LIVE_ORDERS_PER_ID_CARD} 筆有效訂單，請先完成或取消待支付的訂單`,
    `One ID card may have at most ${MAX_LIVE_ORDERS_PER_ID_CARD} live orders. Please complete or cancel your orders awaiting payment first`,
    `Une même carte d'identité peut avoir au plus ${MAX_LIVE_ORDERS_PER_ID_CARD} commandes en cours. Finalisez ou annulez d'abord vos commandes en attente de paiement`,
    `Un mismo documento puede tener como máximo ${MAX_LIVE_ORDERS_PER_ID_CARD} pedidos en curso. Completa o cancela primero tus pedidos pendientes de pago`,
  ),
});

export const EligibilityText = renderCatalogue(EligibilityMessage, 'zh-Hans');

export const rejected = (message: Message): BusinessError => new BusinessError(Code.orderRejected, message);

/** The identity number as stored: an HMAC-SHA256 under the shop's key, so equal cards match and none can be read back. */
export const idCardHasher =
  (key: string) =>
  (idCard: string): string =>
    createHmac('sha256', key).update(idCard.toUpperCase()).digest('hex');

export type BlacklistEntry = Pick<typeof blacklist.$inferInsert, 'kind' | 'value' | 'reason'>;

/** Adds a buyer to the blacklist (an identity card only ever as its keyed hash); adding one twice is a no-op. */
export const addToBlacklist = async (db: Database, entry: BlacklistEntry): Promise<void> => {
  await db.insert(blacklist).values(entry).onConflictDoNothing();
};

const isBlacklisted = async (db: Database, idCardHash: string, mobile: string): Promise<boolean> => {
  const rows = await db
    .select({ id: blacklist.id })
    .from(blacklist)
    .where(or(and(eq(blacklist.kind, 'idCard'), eq(blacklist.value, idCardHash)), and(eq(blacklist.kind, 'mobile'), eq(blacklist.value, mobile))))
    .limit(1);
  return rows.length > 0;
};

/**
 * A reseller's rules before anything is held: the buyer's age on today's date (China's),
 * the blacklist, then the carrier's real-name acceptance. Each refusal is 30003 with its reason.
 * (The per-card order limit is counted inside the order's transaction.)
 */
export const checkEligibility = async (
  db: Database,
  carrier: CarrierAcceptance,
  buyer: AcceptanceRequest & { idCardHash: string },
  now: Date,
): Promise<void> => {
  const age = ageOn(buyer.idCard, now);
  if (age === null || age < BUYER_MIN_AGE || age > BUYER_MAX_AGE) throw rejected(EligibilityMessage.age);
  if (await isBlacklisted(db, buyer.idCardHash, buyer.mobile)) throw rejected(EligibilityMessage.blacklisted);
  const acceptance = await carrier.accept({ name: buyer.name, idCard: buyer.idCard, mobile: buyer.mobile, number: buyer.number });
  if (!acceptance.accepted) throw rejected(acceptance.reason);
};
