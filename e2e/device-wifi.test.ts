import { describe, expect, it } from 'vitest';
import { goTo, openHomeAs, settle } from './cardSession';
import { untilOpaque } from './dialogs';
import { useShop } from './fixture';
import { screenshot } from './harness';

const WIFI_CARD = '8986011234567890002';
const BOUND_MOBILE = '13800138002';
const NEW_NAME = '我家的5G网络';
const NEW_PASSWORD = 'Happy;home1';

// The sandbox device applies changes after 2 seconds, so the journey sees each in-between state.
const shop = useShop({ env: { DEVICE_SANDBOX_DELAY_SECONDS: '2' } });

describe('Wi-Fi device control', () => {
  it('renames the 5G Wi-Fi after a proof, restarts the device and shares the Wi-Fi QR code', { timeout: 150_000 }, async () => {
    const page = await openHomeAs(shop, WIFI_CARD);
    const wifi = page.getByRole('region', { name: 'Wi-Fi' });
    await wifi.getByRole('button', { name: '设备管理' }).click();
    const fiveG = page.getByRole('article', { name: '5G Wi-Fi' });
    await fiveG.getByText('SunMiFi-0002-5G').waitFor();
    await page.getByText('在线', { exact: true }).waitFor();
    await settle(page, 'device-manage');

    // The password is protected: a code to the bound mobile unlocks it for 5 minutes.
    await fiveG.getByRole('button', { name: '修改名称和密码' }).click();
    await page.getByRole('form', { name: '验证身份' }).waitFor();
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByText(/验证码已发送至/).waitFor();
    await page.getByLabel('验证码', { exact: true }).fill(await shop.api.smsCode(BOUND_MOBILE));
    await settle(page, 'device-proof');
    await page.getByRole('button', { name: '确认' }).click();

    const name = page.getByRole('textbox', { name: 'Wi-Fi 名称', exact: true });
    await expect.poll(() => name.inputValue()).toBe('SunMiFi-0002-5G');
    await expect.poll(() => page.getByLabel('密码', { exact: true }).inputValue()).toBe('88886666');
    await name.fill('家'.repeat(11));
    await page.getByText('Wi-Fi 名称最多 32 字节（一个汉字占 3 字节）').waitFor();
    await settle(page, 'device-ssid-too-long');
    await name.fill(NEW_NAME);
    await page.getByText('17/32 字节').waitFor();
    await page.getByLabel('密码', { exact: true }).fill(NEW_PASSWORD);
    await settle(page, 'device-ssid-form');
    await page.getByRole('button', { name: '保存' }).click();

    // Back on the device page: the change is pending, then the device reports it applied.
    await fiveG.getByText(`几秒后将改为「${NEW_NAME}」…`).waitFor();
    await settle(page, 'device-rename-pending');
    await fiveG.getByText(NEW_NAME, { exact: true }).waitFor();
    await fiveG.getByText(/几秒后将改为/).waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: '重启', exact: true }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '确定重启设备？' });
    await dialog.waitFor();
    await untilOpaque(dialog);
    await screenshot(page, 'device-restart-confirm');
    await dialog.getByRole('button', { name: '重启' }).click();
    await page.getByText('重启中', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: '关机', exact: true }).isDisabled()).toBe(true);
    await screenshot(page, 'device-restarting');
    await page.getByText('在线', { exact: true }).waitFor({ timeout: 15_000 });
    await settle(page, 'device-back-online');

    // Share: the card is filled from the device (the proof still holds) and encoded as a WIFI: QR code.
    await page.getByRole('button', { name: '分享 Wi-Fi' }).click();
    await page.getByRole('button', { name: '使用 5G' }).click();
    await expect.poll(() => page.getByRole('textbox', { name: 'Wi-Fi 名称', exact: true }).inputValue()).toBe(NEW_NAME);
    await settle(page, 'wifi-card-form');
    await page.getByRole('button', { name: '生成卡片' }).click();
    const qr = page.getByRole('img', { name: `连接 ${NEW_NAME} 的二维码` });
    await qr.waitFor();
    expect(await qr.getAttribute('data-qr-text')).toBe(`WIFI:T:WPA;S:${NEW_NAME};P:Happy\\;home1;;`);
    await settle(page, 'wifi-share');

    // A guest opening the shared link sees the name, the password to copy and the steps.
    const code = new URL(page.url().replace('#', '')).searchParams.get('code') ?? '';
    const guest = await shop.newPage();
    await goTo(shop, guest, `/pages-sub/wifi/connect?code=${code}`);
    await guest.getByRole('heading', { name: NEW_NAME }).waitFor();
    await guest.getByText(NEW_PASSWORD, { exact: true }).waitFor();
    await settle(guest, 'wifi-connect');
  });
});
