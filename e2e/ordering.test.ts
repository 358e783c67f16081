import { SANDBOX_CASHIER_PATH } from '@shop/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { anIdCard } from '../apps/server/src/seed/factories';
import { untilOpaque } from './dialogs';
import { useShop } from './fixture';
import { screenshot } from './harness';
import { fillOrderForm, settled, submitButton } from './orderForm';

const shop = useShop();

/** Another buyer, through the API alone, ordering `number` first. */
const takeNumber = (number: string) =>
  shop.api.orderNumber(number, { name: '李娜', mobile: '13700137000', idCard: anIdCard({ region: '440305', birth: '19850612', serial: '241' }) });

const open = (hash: string): Promise<Page> => shop.open(hash);

async function openOrderForm(page: Page): Promise<void> {
  await page.getByRole('button', { name: '立即预约' }).click();
  await page.getByRole('dialog', { name: '填写订单' }).waitFor();
  await settled(page);
}

const orderSnOf = (page: Page) => new URL(page.url().replace('#', '')).searchParams.get('orderSn') ?? '';

describe('ordering a number', () => {
  it('browses, fills the form, orders, pays in the sandbox cashier and finds the order again', async () => {
    const page = await open('/pages/index/VanityNumber/index?sort=priceAsc');
    await page.locator('.number-card__number').first().click();
    await expect.poll(() => page.url()).toContain('#/pages/goods/pretty/index');
    const number = new URL(page.url().replace('#', '')).searchParams.get('number') ?? '';
    await openOrderForm(page);
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'order-form-empty');

    await submitButton(page).click();
    await page.getByText('请输入姓名').waitFor();
    await page.getByLabel('手机号').fill('2');
    await screenshot(page, 'order-form-errors');

    const idCard = anIdCard({ region: '440305', birth: '19920815', serial: '137' });
    await fillOrderForm(page, shop.api, { mobile: '13912345678', idCard });
    await expect.poll(() => page.getByLabel('身份证号').inputValue()).toBe(`440***********${idCard.slice(14)}`);
    await expect.poll(() => page.getByLabel('手机号').inputValue()).toBe('139****5678');
    await page.getByText(/周岁，符合办理条件/).waitFor();
    await screenshot(page, 'order-form-filled');
    expect(page.url()).not.toContain(idCard);

    await page.getByRole('button', { name: '《入网协议及交易条款》' }).click();
    const terms = page.locator('.about--sheet .about__paragraph');
    await terms.first().waitFor();
    expect(await terms.count()).toBeGreaterThan(1);
    await settled(page);
    await screenshot(page, 'order-terms');
    await page.getByRole('button', { name: '关闭' }).last().click();
    expect(await page.getByLabel('姓名').inputValue()).toBe('王小明');

    await submitButton(page).click();
    await expect.poll(() => page.url(), { timeout: 15_000 }).toContain('#/pages/order/pay/index?orderSn=');
    const orderSn = orderSnOf(page);
    expect(page.url()).not.toContain('13912345678');
    await page.getByText('应付金额').waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'order-pay');

    await page.getByRole('button', { name: /^确认支付/ }).click();
    await expect.poll(() => page.url(), { timeout: 15_000 }).toContain(SANDBOX_CASHIER_PATH);
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'sandbox-cashier');
    await page.getByRole('button', { name: /^支付/ }).click();
    await expect.poll(() => page.url(), { timeout: 15_000 }).toContain('#/pages/order/pay/index');
    await page.getByText('支付成功').waitFor({ timeout: 30_000 });
    await screenshot(page, 'order-paid');

    await page.goto(`${shop.product.baseUrl}/shop/#/pages/order/index`);
    // However the list spaces the digits, the number just bought is in it.
    await page.getByText(new RegExp(number.split('').join('\\s?'))).first().waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'order-list-after-paying');

    await page.goto(`${shop.product.baseUrl}/shop/#/pages/order/logistics/index?orderSn=${orderSn}`);
    await page.getByText(/运单号|暂未发货/).first().waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'order-logistics');
    await page.context().close();
  });

  it('tells the buyer the number was taken while they filled the form, with the way on', async () => {
    const { list } = await shop.api.call('numberList', { query: { sort: 'priceDesc', pageSize: 1 } });
    const [wanted] = list;
    if (!wanted) throw new Error('no number on sale');
    const page = await open(`/pages/goods/pretty/index?id=${wanted.id}&number=${wanted.number}`);
    await openOrderForm(page);
    await fillOrderForm(page, shop.api, { mobile: '13698765432', idCard: anIdCard({ region: '440305', birth: '19880101', serial: '523' }) });

    await takeNumber(wanted.number);
    await submitButton(page).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '哎呀！客官来晚了，号码被他人抢先预约！' });
    await dialog.waitFor();
    await untilOpaque(dialog);
    expect(await dialog.getByRole('button').allTextContents()).toEqual(['联系客服', '返回商城']);
    expect(await page.locator('.order-footer__error').count()).toBe(0);
    await screenshot(page, 'order-number-taken');

    await dialog.getByRole('button', { name: '返回商城' }).click();
    await expect.poll(() => page.url()).toContain('group=1');
    await page.context().close();
  });
});
