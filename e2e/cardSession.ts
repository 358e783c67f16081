import { CARD_TOKEN_HEADER, RequestHeader } from '@shop/contract';
import type { Page } from 'playwright-core';
import type { Shop } from './fixture';
import { screenshot } from './harness';

/** Waits for the page's requests to end, then pictures it. */
export const settle = async (page: Page, name: string): Promise<void> => {
  await page.waitForLoadState('networkidle');
  await screenshot(page, name);
};

/** Opens a page of the shop by its route path. */
export const goTo = (shop: Shop, page: Page, path: string) => page.goto(`${shop.product.baseUrl}/shop/#${path}`);

/**
 * Logs the card in through the API (with its card password, if it has one) and opens the SIM
 * home with the session the iot store keeps, as the login page leaves it (home pop-ups turned
 * off, so journeys start on the page itself), in a browser speaking `locale` if given.
 */
export async function openHomeAs(shop: Shop, simNo: string, password?: string, locale?: string): Promise<Page> {
  const session = await shop.api.call('simLogin', { body: { simNo, password, agreeProtocol: true } });
  // Storage is written on a page of the same origin that runs no shop code, so no store overwrites it.
  const page = await shop.newPage(locale);
  await page.goto(`${shop.product.baseUrl}/health`);
  await page.evaluate(({ simNo: sn, token }) => {
    const state = { loginSns: [sn], simNo: sn, simInfo: null, cardToken: token, iotIndexPopupPrevent: true };
    localStorage.setItem('iot', JSON.stringify({ state, version: 0 }));
  }, session);
  await page.goto(`${shop.product.baseUrl}/shop/#/pages/iot/index/index`);
  // The card at a glance, by its class: its name is in the browser's language.
  await page.locator('.sim-card').waitFor();
  await page.waitForLoadState('networkidle');
  return page;
}

/** The card session the page holds, as the headers of a card call made beside it through the API (the same session, not a second login). */
export async function cardHeadersOf(page: Page): Promise<Record<string, string>> {
  const { simNo, cardToken } = await page.evaluate(() => (JSON.parse(localStorage.getItem('iot') ?? '{}') as { state: { simNo: string; cardToken: string } }).state);
  return { [RequestHeader.simNo]: simNo, [CARD_TOKEN_HEADER]: cardToken };
}
