import { orderDetailSchema } from '@shop/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app';
import { addNumber, getAs, placeOrder } from '../support/orders';
import { connectSandbox, paymentOf, pressCashier } from '../support/payments';

const shop = useTestApp();

beforeAll(() => connectSandbox(shop));

const orderedNumber = async () => placeOrder(shop, { item: { kind: 'number', number: await addNumber(shop) } });

/** The order as the buyer's pay page reads it, checked against the contract. */
const detailOf = async (token: string, orderSn: string) => {
  const answer = (await getAs(shop, token, `/api/shop/order/detail?orderSn=${orderSn}`)).json();
  return orderDetailSchema.parse(answer.data);
};

describe('the outcome of a payment, as the buyer comes back from the cashier', () => {
  it('has no payment state before the first attempt, and a pending one while the cashier is open', async () => {
    const { orderSn, token } = await orderedNumber();
    expect((await detailOf(token, orderSn)).payState).toBeNull();
    await paymentOf(shop, token, orderSn);
    expect(await detailOf(token, orderSn)).toMatchObject({ status: 'unpaid', payState: 'pending' });
  });

  it('carries a decline on the return and in the order, which stays payable', async () => {
    const { orderSn, token } = await orderedNumber();
    const { paymentSn } = await paymentOf(shop, token, orderSn);
    const act = await pressCashier(shop, paymentSn, 'fail');
    expect(act.json().data.returnUrl).toBe(`/shop/#/pages/order/pay/index?orderSn=${orderSn}&payResult=failed`);
    expect(await detailOf(token, orderSn)).toMatchObject({ status: 'unpaid', payState: 'failed' });
    // A second press answers as the first did.
    expect((await pressCashier(shop, paymentSn, 'fail')).json().data.returnUrl).toContain('payResult=failed');
  });

  it('carries a cancel on the return only: nothing is notified and the attempt stays open', async () => {
    const { orderSn, token } = await orderedNumber();
    const { paymentSn } = await paymentOf(shop, token, orderSn);
    const act = await pressCashier(shop, paymentSn, 'cancel');
    expect(act.json().data.returnUrl).toBe(`/shop/#/pages/order/pay/index?orderSn=${orderSn}&payResult=cancelled`);
    expect(await detailOf(token, orderSn)).toMatchObject({ status: 'unpaid', payState: 'pending' });
  });

  it('shows the latest attempt: a payment after a decline succeeds, and the return says nothing more', async () => {
    const { orderSn, token } = await orderedNumber();
    await pressCashier(shop, (await paymentOf(shop, token, orderSn)).paymentSn, 'fail');
    const again = await paymentOf(shop, token, orderSn);
    expect(await detailOf(token, orderSn)).toMatchObject({ payState: 'pending' });
    const act = await pressCashier(shop, again.paymentSn, 'pay');
    expect(act.json().data.returnUrl).toBe(`/shop/#/pages/order/pay/index?orderSn=${orderSn}`);
    expect(await detailOf(token, orderSn)).toMatchObject({ status: 'paid', payState: 'succeeded' });
  });
});
