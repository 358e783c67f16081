import { CatalogueText, Code, LOCALE_HEADER, ORDER_HOLD_MINUTES, SMS_CODE_MAX_TRIES, ValidationText } from '@shop/contract';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { idempotencyKeys, orders } from '../../src/db/schema';
import { IdempotencyText } from '../../src/modules/idempotency/messages';
import { AuthText } from '../../src/modules/auth/service';
import { PromoterText } from '../../src/modules/promoter/service';
import { AddressText } from '../../src/lib/regions';
import { EligibilityText } from '../../src/modules/orders/eligibility';
import { CarrierText } from '../../src/providers/carrier/sandbox';
import { demoBlacklist } from '../../src/seed/demo';
import { aGoods, anIdCard } from '../../src/seed/factories';
import { capturedLogger, useTestApp } from '../support/app';
import {
  addGoods,
  addNumber,
  aNewIdCard,
  createOrder,
  numberStatus,
  orderRow,
  ordersOfMobile,
  stockOf,
  verifiedOrder,
} from '../support/orders';

const log = capturedLogger();
const shop = useTestApp({ logger: log.logger });

const answerOf = async (body: unknown) => {
  const response = await createOrder(shop, body);
  return { status: response.statusCode, ...response.json() };
};

/** The refusal answered, and proof that nothing was held or written for it. */
const expectRefusedWithNothingWritten = async (body: Awaited<ReturnType<typeof verifiedOrder>>, expected: { status?: number; code: number; message: string }) => {
  const answer = await answerOf(body);
  expect(answer).toMatchObject({ status: expected.status ?? 200, code: expected.code, message: expected.message, data: null });
  if (body.item.kind === 'number') expect(await numberStatus(shop.db, body.item.number)).toBe('available');
  expect(await ordersOfMobile(shop.db, body.buyer.mobile)).toEqual([]);
};

describe('ordering a number', () => {
  it('holds the number, answers the order masked and opens a session for the buyer', async () => {
    const number = await addNumber(shop, { priceFen: 38_800, planFen: 5_900 });
    const body = await verifiedOrder(shop, { item: { kind: 'number', number } });
    const before = Date.now();
    const answer = await answerOf(body);

    expect(answer).toMatchObject({ status: 200, code: 0 });
    const { order, session } = answer.data;
    expect(order).toMatchObject({
      orderSn: expect.stringMatching(/^SN\d{20}$/),
      kind: 'number',
      status: 'unpaid',
      title: number,
      number,
      priceFen: 38_800,
      planFen: 5_900,
      amountFen: 44_700,
      buyer: { name: '张*', idCard: `110***********${body.buyer.idCard.slice(14)}`, mobile: `${body.buyer.mobile.slice(0, 3)}****${body.buyer.mobile.slice(7)}` },
      address: { regionText: '广东省深圳市南山区', detail: body.address.detail },
      paymentType: null,
      paymentTypes: ['wechat', 'alipay'],
      closeReason: null,
      logistics: null,
    });
    const holdMs = new Date(order.expiresAt).getTime() - before;
    expect(holdMs).toBeGreaterThan((ORDER_HOLD_MINUTES - 1) * 60_000);
    expect(holdMs).toBeLessThanOrEqual(ORDER_HOLD_MINUTES * 60_000 + 60_000);
    expect(session).toMatchObject({ token: expect.any(String), mobile: order.buyer.mobile, orderSn: null });
    expect(await numberStatus(shop.db, number)).toBe('held');
  });

  it('keeps the identity number only as a keyed hash and its masked form', async () => {
    const body = await verifiedOrder(shop, { item: { kind: 'number', number: await addNumber(shop) } });
    const { data } = await answerOf(body);
    const row = await orderRow(shop.db, data.order.orderSn);
    expect(row?.buyerIdCardHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(body.buyer.idCard);
    expect(JSON.stringify(log.lines)).not.toContain(body.buyer.idCard);
    expect(JSON.stringify(log.lines)).not.toContain(body.buyer.mobile);
  });

  it('answers 32001 with the catalogue text to the second buyer of a number', async () => {
    const number = await addNumber(shop);
    expect((await answerOf(await verifiedOrder(shop, { item: { kind: 'number', number } }))).code).toBe(0);
    const second = await verifiedOrder(shop, { item: { kind: 'number', number } });
    expect(await answerOf(second)).toMatchObject({ code: Code.numberTaken, message: CatalogueText.numberTaken });
    expect(await ordersOfMobile(shop.db, second.buyer.mobile)).toEqual([]);
  });

  it('does not find a number the promoter does not sell, nor an unknown promo code', async () => {
    const foreign = await addNumber(shop, { promoCode: 'sunrise' });
    const body = await verifiedOrder(shop, { item: { kind: 'number', number: foreign } });
    expect(await answerOf(body)).toMatchObject({ status: 404, code: -1, message: `号码 ${foreign} 不存在或不在本店销售` });
    expect(await numberStatus(shop.db, foreign)).toBe('available');
    const unknown = await verifiedOrder(shop, { promoCode: 'nobody', item: { kind: 'number', number: await addNumber(shop) } });
    expect(await answerOf(unknown)).toMatchObject({ status: 404, message: PromoterText.unknownPromoter('nobody') });
  });
});

describe('ordering a product', () => {
  it('takes one of its stock; the price is what is paid now', async () => {
    const goodsId = await addGoods(shop, 3);
    const { code, data } = await answerOf(await verifiedOrder(shop, { item: { kind: 'goods', goodsId } }));
    expect(code).toBe(0);
    expect(data.order).toMatchObject({ kind: 'goods', goodsId, number: null, priceFen: 1_900, planFen: 1_900, amountFen: 1_900 });
    expect(await stockOf(shop.db, goodsId)).toBe(2);
  });

  it('ships a free product at once: nothing to pay, the order is paid and its parcel booked', async () => {
    const goodsId = await shop.services.goods.addGoods(aGoods({ priceFen: 0, stock: 2 }));
    const { code, data } = await answerOf(await verifiedOrder(shop, { item: { kind: 'goods', goodsId } }));
    expect(code).toBe(0);
    expect(data.order).toMatchObject({ status: 'paid', amountFen: 0, expiresAt: null, paymentType: null });
    expect(data.order.logistics).toMatchObject({ carrier: expect.any(String), trackingNo: expect.any(String) });
    expect(await stockOf(shop.db, goodsId)).toBe(1);
  });

  it('answers 30001 when the stock is gone, and the stock never goes below zero', async () => {
    const goodsId = await addGoods(shop, 1);
    expect((await answerOf(await verifiedOrder(shop, { item: { kind: 'goods', goodsId } }))).code).toBe(0);
    const late = await verifiedOrder(shop, { item: { kind: 'goods', goodsId } });
    expect(await answerOf(late)).toMatchObject({ code: Code.soldOut, message: CatalogueText.soldOut });
    expect(await stockOf(shop.db, goodsId)).toBe(0);
    expect(await ordersOfMobile(shop.db, late.buyer.mobile)).toEqual([]);
  });
});

describe('who may order', () => {
  const refused = (message: string) => ({ code: Code.orderRejected, message });

  it('refuses buyers under 16 or over 65 on the day they order', async () => {
    for (const birthDate of ['20150101', '19500101']) {
      const body = await verifiedOrder(shop, { item: { kind: 'number', number: await addNumber(shop) }, buyer: { idCard: aNewIdCard(birthDate) } });
      await expectRefusedWithNothingWritten(body, refused(EligibilityText.age));
    }
  });

  it('refuses a blacklisted mobile or identity card', async () => {
    const mobile = demoBlacklist[0]?.value ?? '';
    const byMobile = await verifiedOrder(shop, { item: { kind: 'number', number: await addNumber(shop) }, buyer: { mobile } });
    await expectRefusedWithNothingWritten(byMobile, refused(EligibilityText.blacklisted));

    const idCard = aNewIdCard();
    await shop.services.orders.block({ idCard }, '测试黑名单');
    const byCard = await verifiedOrder(shop, { item: { kind: 'number', number: await addNumber(shop) }, buyer: { idCard } });
    await expectRefusedWithNothingWritten(byCard, refused(EligibilityText.blacklisted));
  });

  it("passes on the carrier's real-name refusal", async () => {
    const body = await verifiedOrder(shop, { item: { kind: 'number', number: await addNumber(shop) }, buyer: { name: '测试用户' } });
    await expectRefusedWithNothingWritten(body, refused(CarrierText.realName));
  });

  it('allows five live orders per identity card', async () => {
    const idCard = aNewIdCard();
    for (let i = 0; i < 5; i++) {
      const body = await verifiedOrder(shop, { item: { kind: 'number', number: await addNumber(shop) }, buyer: { idCard } });
      expect((await answerOf(body)).code).toBe(0);
    }
    const sixth = await verifiedOrder(shop, { item: { kind: 'number', number: await addNumber(shop) }, buyer: { idCard } });
    await expectRefusedWithNothingWritten(sixth, refused(EligibilityText.tooManyOrders));
  });
});

describe('bad input writes nothing', () => {
  it('checks that the region codes exist and nest, naming the field, before spending the code', async () => {
    const number = await addNumber(shop);
    const base = await verifiedOrder(shop, { item: { kind: 'number', number } });
    const cases = [
      [{ ...base.address, provinceCode: '990000' }, AddressText.province('address.provinceCode')],
      [{ ...base.address, cityCode: '110100' }, AddressText.city('address.cityCode')],
      [{ ...base.address, countyCode: '440106' }, AddressText.county('address.countyCode')],
    ] as const;
    for (const [address, message] of cases) {
      await expectRefusedWithNothingWritten({ ...base, address, idempotencyKey: crypto.randomUUID() }, { status: 400, code: -1, message });
    }
    // The SMS code was not spent by the refusals.
    expect((await answerOf({ ...base, idempotencyKey: crypto.randomUUID() })).code).toBe(0);
  });

  it('names an identity number of an unknown region or an impossible birth date, before spending the code', async () => {
    const number = await addNumber(shop);
    const base = await verifiedOrder(shop, { item: { kind: 'number', number } });
    const cases = [
      [anIdCard({ region: '110199' }), ValidationText.idCardRegion],
      [anIdCard({ birth: '18991231' }), ValidationText.idCardBirthDate],
      [anIdCard({ birth: '20991231' }), ValidationText.idCardBirthDate],
    ] as const;
    for (const [idCard, problem] of cases) {
      const body = { ...base, buyer: { ...base.buyer, idCard }, idempotencyKey: crypto.randomUUID() };
      await expectRefusedWithNothingWritten(body, { status: 400, code: -1, message: `buyer.idCard：${problem}` });
    }
    const inEnglish = await shop.app.inject({
      method: 'POST',
      url: '/api/shop/order/create',
      headers: { [LOCALE_HEADER]: 'en' },
      payload: { ...base, buyer: { ...base.buyer, idCard: anIdCard({ region: '110199' }) }, idempotencyKey: crypto.randomUUID() },
    });
    expect(inEnglish.json()).toEqual({ code: -1, message: 'buyer.idCard: The first six digits of this ID card number are not a known region code', data: null });
    expect(await ordersOfMobile(shop.db, base.buyer.mobile)).toEqual([]);
    // A card of a county merged away (Chongwen, into Dongcheng in 2010) still orders, with the code unspent.
    const retired = await answerOf({ ...base, buyer: { ...base.buyer, idCard: aNewIdCard('19900307', '110103') }, idempotencyKey: crypto.randomUUID() });
    expect(retired.code).toBe(0);
  });

  it('refuses a wrong SMS code', async () => {
    const body = await verifiedOrder(shop, { item: { kind: 'number', number: await addNumber(shop) } });
    const wrong = String((Number(body.buyer.smsCode) + 1) % 1_000_000).padStart(6, '0');
    await expectRefusedWithNothingWritten({ ...body, buyer: { ...body.buyer, smsCode: wrong } }, { code: -1, message: AuthText.wrongCode(SMS_CODE_MAX_TRIES - 1) });
  });

  it('refuses an order without the agreement, naming the field', async () => {
    const body = await verifiedOrder(shop, { item: { kind: 'number', number: await addNumber(shop) } });
    const answer = await answerOf({ ...body, agreeAgreement: false });
    expect(answer).toMatchObject({ status: 400, code: -1, message: 'agreeAgreement：请阅读并同意入网协议' });
  });
});

describe('idempotency', () => {
  const keyRows = async (key: string) => {
    const [row] = await shop.db.select({ n: count() }).from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    return row?.n;
  };

  it('replays the first answer for the same key and body: one order, one hold', async () => {
    const body = await verifiedOrder(shop, { item: { kind: 'number', number: await addNumber(shop) } });
    const first = await answerOf(body);
    const again = await answerOf(body);
    expect(again.code).toBe(0);
    expect(again.data.order).toEqual(first.data.order);
    expect(again.data.session.token).not.toBe(first.data.session.token);
    expect(await ordersOfMobile(shop.db, body.buyer.mobile)).toHaveLength(1);
    expect(await keyRows(body.idempotencyKey)).toBe(1);
  });

  it('refuses the same key with another body (HTTP 409)', async () => {
    const body = await verifiedOrder(shop, { item: { kind: 'number', number: await addNumber(shop) } });
    expect((await answerOf(body)).code).toBe(0);
    const other = { ...body, address: { ...body.address, detail: '另一个地址 8 号楼' } };
    expect(await answerOf(other)).toMatchObject({ status: 409, code: -1, message: IdempotencyText.reused });
    expect(await ordersOfMobile(shop.db, body.buyer.mobile)).toHaveLength(1);
  });

  it('replays a business refusal too', async () => {
    const number = await addNumber(shop);
    expect((await answerOf(await verifiedOrder(shop, { item: { kind: 'number', number } }))).code).toBe(0);
    const late = await verifiedOrder(shop, { item: { kind: 'number', number } });
    expect((await answerOf(late)).code).toBe(Code.numberTaken);
    // Even once the number is free again, the key still answers what it answered.
    await shop.db.update(orders).set({ status: 'closed' }).where(eq(orders.number, number));
    await shop.services.numbers.setStatus(number, 'available');
    expect(await answerOf(late)).toMatchObject({ code: Code.numberTaken, message: CatalogueText.numberTaken });
  });

  it('lets concurrent duplicates place one order', async () => {
    const body = await verifiedOrder(shop, { item: { kind: 'number', number: await addNumber(shop) } });
    const answers = await Promise.all(Array.from({ length: 5 }, () => answerOf(body)));
    const orderSns = new Set(answers.filter((a) => a.code === 0).map((a) => a.data.order.orderSn));
    expect(orderSns.size).toBe(1);
    expect(answers.every((a) => a.code === 0 || a.message === IdempotencyText.running)).toBe(true);
    expect(await ordersOfMobile(shop.db, body.buyer.mobile)).toHaveLength(1);
  });
});
