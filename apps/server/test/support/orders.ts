import { RequestHeader, SMS_RESEND_SECONDS } from '@shop/contract';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { Database } from '../../src/db/client';
import { goods, numbers, orders, smsCodes } from '../../src/db/schema';
import { aGoods, aNumber, anIdCard, anOrder, type OrderCreateBody } from '../../src/seed/factories';
import type { TestApp } from './app';
import { aMobile, anIp, lastCodeSentTo, post } from './shop-login';

type OrderOverrides = Parameters<typeof anOrder>[0] & {};

let nextSequence = 100;
/** A different valid identity number on every call (born on `birthDate`, yyyyMMdd, in `region`), so per-card limits never meet. */
export const aNewIdCard = (birthDate = '19900307', region?: string): string =>
  anIdCard({ birth: birthDate, region, serial: String((nextSequence += 1) % 1000).padStart(3, '0') });

/** Sends an order-form code to `mobile` as the form's button does (as if its resend wait had passed) and answers it. */
export const orderCodeFor = async (shop: Pick<TestApp, 'db' | 'services'>, mobile: string): Promise<string> => {
  await shop.db.update(smsCodes).set({ createdAt: sql`${smsCodes.createdAt} - make_interval(secs => ${SMS_RESEND_SECONDS})` }).where(eq(smsCodes.mobile, mobile));
  await shop.services.auth.sendCode(mobile, 'order', anIp());
  return lastCodeSentTo(shop.db, mobile);
};

/** A valid order body for a new buyer (mobile and identity card) with a code really sent to its mobile. */
export const verifiedOrder = async (shop: Pick<TestApp, 'db' | 'services'>, overrides: OrderOverrides = {}): Promise<OrderCreateBody> => {
  const mobile = overrides.buyer?.mobile ?? aMobile();
  const smsCode = await orderCodeFor(shop, mobile);
  return anOrder({ ...overrides, buyer: { idCard: aNewIdCard(), smsCode, ...overrides.buyer, mobile } });
};

export const createOrder = (shop: TestApp, body: unknown): Promise<LightMyRequestResponse> =>
  post(shop.app, '/api/shop/order/create', body);

/** Places an order that must succeed; answers its orderSn and the buyer's session token. */
export const placeOrder = async (shop: TestApp, overrides: OrderOverrides = {}): Promise<{ orderSn: string; token: string; body: OrderCreateBody }> => {
  const body = await verifiedOrder(shop, overrides);
  const answer = (await createOrder(shop, body)).json();
  if (answer.code !== 0) throw new Error(`order refused: ${answer.code} ${answer.message}`);
  return { orderSn: answer.data.order.orderSn, token: answer.data.session.token, body };
};

/** GET with the buyer's order-session header. */
export const getAs = (shop: TestApp, token: string, url: string): Promise<LightMyRequestResponse> =>
  shop.app.inject({ method: 'GET', url, headers: { [RequestHeader.orderSessionId]: token } });

export const postAs = (shop: TestApp, token: string, url: string, payload: unknown): Promise<LightMyRequestResponse> =>
  post(shop.app, url, payload, { token });

let nextNumber = 13_800_200_000;
/** Adds an available number sold by demo; answers it. */
export const addNumber = async (shop: TestApp, overrides: Parameters<typeof aNumber>[0] = {}): Promise<string> => {
  const number = overrides.number ?? String((nextNumber += 1));
  await shop.services.numbers.add([aNumber({ promoCode: 'demo', priceFen: 38_800, planFen: 5_900, ...overrides, number })]);
  return number;
};

export const addGoods = (shop: TestApp, stock: number): Promise<number> => shop.services.goods.addGoods(aGoods({ stock }));

export const numberStatus = async (db: Database, number: string): Promise<string | undefined> =>
  (await db.select({ status: numbers.status }).from(numbers).where(eq(numbers.number, number)))[0]?.status;

export const stockOf = async (db: Database, goodsId: number): Promise<number | undefined> =>
  (await db.select({ stock: goods.stock }).from(goods).where(eq(goods.id, goodsId)))[0]?.stock;

export const ordersOfMobile = (db: Database, mobile: string) => db.select().from(orders).where(eq(orders.buyerMobile, mobile));

export const orderRow = async (db: Database, orderSn: string) =>
  (await db.select().from(orders).where(eq(orders.orderSn, orderSn)))[0];
