import { describe, expect, it } from 'vitest';
import { cardHeadersOf, goTo, openHomeAs, settle } from './cardSession';
import { untilOpaque } from './dialogs';
import { useShop } from './fixture';
import { screenshot } from './harness';

const FIRST_BINDING = '8986011234567890003';
const CHANGING = '8986011234567890001';
const CHANGING_OLD_MOBILE = '13800138001';
const MULTI_NETWORK = '8986011234567890006';

// Slow enough for the reload in the middle to land while the carrier is still switching.
const shop = useShop({ env: { CARRIER_SANDBOX_SWITCH_SECONDS: '8' } });

describe('binding a phone', () => {
  it('binds a first mobile with the code sent to it: the page shows it masked', { timeout: 90_000 }, async () => {
    const page = await openHomeAs(shop, FIRST_BINDING);
    await goTo(shop, page, '/pages/iot/index/bindPhone/index');
    await page.getByText('本卡尚未绑定手机号。').waitFor();
    await page.getByLabel('新手机号').fill('2');
    await page.getByRole('alert').filter({ hasText: '请输入以 1 开头的 11 位手机号' }).waitFor();
    await screenshot(page, 'bind-phone-typing');

    await page.getByLabel('新手机号').fill('13712345678');
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByText(/^验证码已发送至 137\*\*\*\*5678/).waitFor();
    await page.getByLabel('验证码').fill(await shop.api.smsCode('13712345678'));
    await settle(page, 'bind-phone-filled');
    await page.getByRole('button', { name: '绑定', exact: true }).click();
    await page.getByText('已绑定手机号 137****5678').waitFor();
    await page.locator('.adm-toast-mask').waitFor({ state: 'detached' });

    const info = await shop.api.call('simInfo', { headers: await cardHeadersOf(page) });
    expect(info.boundMobile).toBe('137****5678');
    await goTo(shop, page, '/pages/iot/index/bindPhone/index');
    await page.getByText('当前绑定：137****5678').waitFor();
    await settle(page, 'bind-phone-bound');
  });

  it('changes the bound mobile with a code to the new one and one to the old one', { timeout: 90_000 }, async () => {
    const page = await openHomeAs(shop, CHANGING);
    await goTo(shop, page, '/pages/iot/index/bindPhone/index');
    await page.getByText('当前绑定：138****8001').waitFor();
    await page.getByLabel('新手机号').fill('13687654321');
    // The old mobile's button is the second; once it counts down, the new mobile's is the only one left.
    await page.getByRole('button', { name: '获取验证码' }).last().click();
    await page.getByText(/^验证码已发送至 138\*\*\*\*8001/).waitFor();
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByText(/^验证码已发送至 136\*\*\*\*4321/).waitFor();
    await page.getByLabel('验证码', { exact: true }).fill(await shop.api.smsCode('13687654321'));
    await page.getByLabel('原验证码').fill(await shop.api.smsCode(CHANGING_OLD_MOBILE));
    await settle(page, 'bind-phone-change');
    await page.getByRole('button', { name: '更换绑定' }).click();
    await page.getByText('已绑定手机号 136****4321').waitFor();
    expect((await shop.api.call('simInfo', { headers: await cardHeadersOf(page) })).boundMobile).toBe('136****4321');
  });
});

describe('switching the network', () => {
  it('shows 切换中 while the carrier switches, through a reload, then 成功', { timeout: 90_000 }, async () => {
    const page = await openHomeAs(shop, MULTI_NETWORK);
    await goTo(shop, page, '/pages/iot/index/switchNet/index');
    await page.getByRole('button', { name: '切换到中国联通' }).waitFor();
    await settle(page, 'switch-net');

    await page.getByRole('button', { name: '切换到中国联通' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('确定切换到中国联通？运营商切换期间网络会中断几秒钟。').waitFor();
    await untilOpaque(dialog);
    await screenshot(page, 'switch-net-confirm');
    await dialog.getByRole('button', { name: '确定切换' }).click();
    await page.getByText('正在切换到中国联通…').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await screenshot(page, 'switch-net-pending');

    await page.reload();
    await page.getByText('正在切换到中国联通…').waitFor();
    await page.getByRole('status').getByText('切换中').waitFor();
    await screenshot(page, 'switch-net-pending-reloaded');

    await page.getByText('已切换到中国联通').waitFor({ timeout: 20_000 });
    await settle(page, 'switch-net-succeeded');
    const state = await shop.api.call('simNetState', { headers: await cardHeadersOf(page) });
    expect(state.operatorType).toBe(2);
    expect(state.networks.map((network) => network.operatorType)).toEqual([2, 1, 3]);
  });
});
