import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { goTo, openHomeAs, settle } from './cardSession';
import { useShop } from './fixture';

/** 79.5 GB of its 100 GB used, half a day unread: its next read passes 80%. */
const NEARLY_USED_CARD = '8986011234567890008';
const NEARLY_USED_MOBILE = '13800138008';
const NORMAL_CARD = '8986011234567890001';

const shop = useShop();

/** From the SIM home's usage figures to the alert and cap settings. */
async function openSettings(page: Page): Promise<void> {
  await page.getByRole('button', { name: '用量提醒与加油包限额' }).click();
  await page.getByRole('form', { name: '用量提醒与加油包限额' }).waitFor();
}

describe('usage alerts and the add-on cap', () => {
  it('alerts at 80%: a refresh passes it, the home shows the notice until dismissed, and the bound mobile gets the text', { timeout: 90_000 }, async () => {
    const page = await openHomeAs(shop, NEARLY_USED_CARD);
    await openSettings(page);
    await page.getByText('提醒将以短信发送至 138****8008').waitFor();
    await page.getByRole('checkbox', { name: '套餐的 80%' }).check();
    await settle(page, 'usage-alerts-settings');
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('已保存').waitFor();

    await goTo(shop, page, '/pages/iot/index/index');
    await page.getByRole('region', { name: '卡号' }).waitFor();
    await page.getByRole('button', { name: '刷新' }).click();
    const notice = page.getByRole('status', { name: '套餐流量已用 80%' });
    await notice.waitFor();
    await notice.getByText('已同时短信通知您的绑定手机。', { exact: false }).waitFor();
    await settle(page, 'usage-alerts-home-notice');

    const texts = await shop.api.call('devSmsOutbox', { query: { mobile: NEARLY_USED_MOBILE } });
    expect(texts.map((sms) => sms.text)).toEqual([expect.stringMatching(/^【流量提醒】您的物联网卡本周期已使用 \d+\.\d\dGB，达到套餐 100\.00GB 的 80%。/)]);

    await notice.getByRole('button', { name: '知道了' }).click();
    await notice.waitFor({ state: 'hidden' });
    await settle(page, 'usage-alerts-home-dismissed');
    // Once per cycle: another refresh texts nothing more.
    await page.getByRole('button', { name: '刷新' }).click();
    await page.getByText('刷新成功').waitFor();
    expect(await shop.api.call('devSmsOutbox', { query: { mobile: NEARLY_USED_MOBILE } })).toHaveLength(1);
  });

  it('checks the cap as it is typed, and refuses an add-on that would pass it, saying how to change it', { timeout: 90_000 }, async () => {
    const page = await openHomeAs(shop, NORMAL_CARD);
    await openSettings(page);
    await page.getByRole('switch', { name: '限制每月加油包消费' }).check();
    const amount = page.getByRole('textbox', { name: '限额（元）' });
    await amount.fill('5.555');
    await page.getByRole('alert').filter({ hasText: '请输入金额（元），最多两位小数' }).waitFor();
    await settle(page, 'usage-alerts-cap-typo');
    await amount.fill('5');
    await page.getByRole('alert').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('已保存').waitFor();
    await settle(page, 'usage-alerts-cap-saved');

    await goTo(shop, page, '/pages/iot/index/package/index');
    await page.getByRole('tab', { name: '加油包' }).click();
    await page.getByRole('button', { name: /加油包 5GB/ }).click();
    await page.getByRole('button', { name: '支付 ¥10.00' }).click();
    await page.getByRole('button', { name: '直接支付' }).click();
    await page.getByText(/将超过您设定的月限额 ¥5\.00。如需购买，请在「卡片首页 → 用量提醒与加油包限额」中调高或取消限额/).waitFor();
    await settle(page, 'usage-alerts-cap-refused');
  });
});
