import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { goTo, openHomeAs, settle } from './cardSession';
import { useShop } from './fixture';

const NORMAL_CARD = '8986011234567890001';
const SUNRISE_CARD = '8986011234567890006';

const shop = useShop();

/** Elements of the card at a glance whose content is wider than their box, by class and widths. */
const overflowingInCard = (page: Page) =>
  page.locator('.sim-card, .sim-card *').evaluateAll((nodes) =>
    nodes.filter((node) => node.scrollWidth > node.clientWidth + 1).map((node) => `${node.className}: ${node.scrollWidth} > ${node.clientWidth}`),
  );

/** Whether two boxes on the page share any area. */
const overlap = (a: DOMRect | null, b: DOMRect | null) => !!a && !!b && a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('what the walk-through found', () => {
  it('leads the sunrise card, whose layout has no bottom bar, to 我的 and lets it log out', { timeout: 90_000 }, async () => {
    const page = await openHomeAs(shop, SUNRISE_CARD);
    await settle(page, 'walkthrough-sunrise-home');
    await page.getByRole('button', { name: '我的' }).click();
    await page.waitForURL(/#\/pages-sub\/iot\/user\/index/);
    await page.getByRole('button', { name: '退出登录' }).waitFor();
    await settle(page, 'walkthrough-sunrise-mine');
    await page.getByRole('button', { name: '退出登录' }).click();
    await page.waitForURL(/#\/pages\/iot\/login\/index/);
  });

  for (const [locale, language, mine] of [
    ['en', 'en-US', 'Mine'],
    ['fr', 'fr-FR', 'Mon compte'],
    ['es', 'es-ES', 'Mi cuenta'],
  ] as const) {
    it(`shows the whole card number beside its operator, and the way to 我的, in ${locale} at 375 px`, { timeout: 60_000 }, async () => {
      const sunrise = await openHomeAs(shop, SUNRISE_CARD, undefined, language);
      await settle(sunrise, `walkthrough-home-sunrise-${locale}`);
      expect(await overflowingInCard(sunrise)).toEqual([]);
      const mineButton = sunrise.getByRole('button', { name: mine, exact: true });
      expect(await mineButton.isVisible()).toBe(true);
      expect((await mineButton.boundingBox())?.height).toBeGreaterThanOrEqual(44);
      const page = await openHomeAs(shop, NORMAL_CARD, undefined, language);
      const number = page.locator('.sim-card__no');
      await number.waitFor();
      await settle(page, `walkthrough-home-${locale}`);
      expect(await overflowingInCard(page)).toEqual([]);
      const [numberBox, badgeBox] = await Promise.all([number.evaluate((node) => node.getBoundingClientRect().toJSON() as DOMRect), page.locator('.sim-card .operator-badge').evaluate((node) => node.getBoundingClientRect().toJSON() as DOMRect)]);
      expect(overlap(numberBox, badgeBox)).toBe(false);
      expect(numberBox.x + numberBox.width).toBeLessThanOrEqual(375);
    });
  }

  it("follows the typed card's promoter on the login page: logo, title and agreement", { timeout: 60_000 }, async () => {
    const page = await shop.open('/pages/iot/login/index?promoCode=demo');
    await page.getByRole('button', { name: '登录' }).waitFor();
    await page.getByLabel('卡号').fill(SUNRISE_CARD);
    await page.getByRole('heading', { name: '朝阳通信 · 卡务中心' }).waitFor();
    await page.getByRole('button', { name: '朝阳通信用户服务协议' }).waitFor();
    expect(await page.locator('.card-login__logo').getAttribute('src')).toBe('/shop/brand/sunrise-logo.svg');
    await settle(page, 'walkthrough-login-sunrise-card');
    await page.getByLabel('卡号').fill(NORMAL_CARD);
    await page.getByRole('heading', { name: '号码优选 · 流量卡自助' }).waitFor();
    await page.getByRole('button', { name: '号码优选流量卡用户协议' }).waitFor();
    expect(await page.locator('.card-login__logo').getAttribute('src')).toBe('/shop/brand/demo-logo.svg');
    await settle(page, 'walkthrough-login-demo-card');
  });

  it("shows the card promoter's hotline and QR codes on the card's customer service", { timeout: 60_000 }, async () => {
    const page = await openHomeAs(shop, SUNRISE_CARD);
    await goTo(shop, page, '/pages/iot/index/customer/index');
    const call = page.getByRole('link', { name: '拨打' });
    await call.waitFor();
    expect(await call.getAttribute('href')).toBe('tel:01080005678');
    await page.getByText('010-8000-5678').waitFor();
    await page.getByRole('button', { name: /微信客服/ }).waitFor();
    await page.locator('.qr-tile__image').first().evaluate((image: HTMLImageElement) => image.decode());
    await settle(page, 'walkthrough-card-customer');
  });
});
