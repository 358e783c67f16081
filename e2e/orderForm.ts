import type { Page } from 'playwright-core';
import type { ShopApi } from './api';

/** Pop-ups fade in: screenshots and taps wait until nothing on the page is still moving. */
export const settled = (page: Page) => page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));

/** The order form's submit button, whose label carries the amount. */
export const submitButton = (page: Page) => page.getByRole('button', { name: /^提交订单/ });

/**
 * Fills the order form as a Chinese-speaking buyer would, by its labels, the code read from
 * the sandbox outbox, an address in Shenzhen and the agreement ticked.
 */
export async function fillOrderForm(page: Page, api: ShopApi, buyer: { mobile: string; idCard: string }): Promise<void> {
  await page.getByLabel('姓名').fill('王小明');
  await page.getByLabel('身份证号').fill(buyer.idCard);
  await page.getByLabel('手机号').fill(buyer.mobile);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByText(/^验证码已发送至/).waitFor();
  await page.getByLabel('验证码').fill(await api.smsCode(buyer.mobile));
  await page.getByLabel('所在地区').click();
  await page.getByRole('button', { name: '广东省' }).click();
  await page.getByRole('button', { name: '深圳市' }).click();
  await page.getByRole('button', { name: '南山区' }).click();
  await page.getByLabel('详细地址').fill('科技园南区高新南七道 8 号 1 栋 1203');
  await page.getByRole('checkbox').check();
}
