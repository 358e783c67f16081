import { describe, expect, it } from 'vitest';
import { anIdCard } from '../apps/server/src/seed/factories';
import { cardHeadersOf, goTo, openHomeAs, settle } from './cardSession';
import { useShop } from './fixture';
import { screenshot } from './harness';

const NEEDS_AUTH = '8986011234567890003';
const NEEDS_PLATFORM = '8986011234567890005';
const CARD_PASSWORD = '123456';

const shop = useShop();

describe('real-name authentication', () => {
  it("card 003 real-names through the operator's sandbox page, and the SIM home drops its real-name banner", { timeout: 120_000 }, async () => {
    const page = await openHomeAs(shop, NEEDS_AUTH);
    const banner = page.getByText('按国家规定，使用前需完成实名认证');
    await banner.waitFor();
    await page.getByRole('button', { name: '去实名' }).click();
    const official = page.getByRole('region', { name: '运营商实名认证' });
    await official.getByText('未实名').waitFor();
    await settle(page, 'realname-state');

    await official.getByRole('button', { name: '去认证' }).click();
    await page.getByText('完成人脸核验').waitFor();
    await settle(page, 'realname-official-steps');

    await page.getByRole('button', { name: '前往运营商认证' }).click();
    await page.waitForURL(/\/realname\/sandbox\/page\?requestSn=RN/);
    await page.getByLabel('姓名 · Name').fill('张三');
    await page.getByLabel('身份证号码 · ID card number').fill(anIdCard({ serial: '246' }));
    await page.getByLabel('本人已完成人脸核验 · I completed the face check').check();
    await screenshot(page, 'realname-operator-page');
    await page.getByRole('button', { name: '提交认证 · Submit' }).click();

    await page.waitForURL(/#\/pages\/iot\/index\/official\/index\?requestSn=RN/);
    await page.getByRole('heading', { name: '核验中' }).waitFor();
    await screenshot(page, 'realname-official-checking');
    await page.getByRole('heading', { name: '实名认证成功' }).waitFor({ timeout: 30_000 });
    await settle(page, 'realname-official-verified');

    await page.getByRole('button', { name: '返回我的卡' }).click();
    await page.getByRole('region', { name: '卡号' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await banner.count()).toBe(0);
    await screenshot(page, 'realname-home-verified');
    const info = await shop.api.call('simInfo', { headers: await cardHeadersOf(page) });
    expect(info).toMatchObject({ needAuth: false, authStatus: 1 });
  });

  it('card 005 passes the platform three-factor form, checked as it is typed', { timeout: 90_000 }, async () => {
    const page = await openHomeAs(shop, NEEDS_PLATFORM, CARD_PASSWORD);
    await goTo(shop, page, '/pages/iot/index/realnameAuth/index');
    const platform = page.getByRole('region', { name: '平台实名认证' });
    await platform.getByText('未实名').waitFor();
    await settle(page, 'realname-state-platform');
    await platform.getByRole('button', { name: '去认证' }).click();

    await page.getByLabel('姓名').fill('张三');
    const idCard = anIdCard({ serial: '135' });
    await page.getByLabel('身份证').fill(`${idCard.slice(0, 17)}${idCard.endsWith('0') ? '1' : '0'}`);
    await page.getByLabel('手机号').fill('13800130000');
    await page.getByText('身份证号码不正确').waitFor();
    await screenshot(page, 'realname-platform-invalid');

    await page.getByLabel('身份证').fill(idCard);
    await page.getByRole('button', { name: '提交认证' }).click();
    await page.getByRole('alert').filter({ hasText: '手机号未登记在该身份证名下' }).waitFor();
    await screenshot(page, 'realname-platform-refused');

    await page.getByLabel('手机号').fill('13800138000');
    await page.getByRole('button', { name: '提交认证' }).click();
    await page.getByText('平台实名认证成功').first().waitFor();
    await screenshot(page, 'realname-platform-verified');
    const state = await shop.api.call('realnameState', { headers: await cardHeadersOf(page) });
    expect(state).toMatchObject({ needPlatformAuth: false, authPlatformStatus: 1, platform: { status: 'verified' } });
    expect(JSON.stringify(state)).not.toContain(idCard);
  });
});
