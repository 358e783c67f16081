import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { type ShopApi, shopApi } from './api';
import { launchBrowser, phone, type Product, startProduct } from './harness';

export interface ShopOptions {
  /** Extra environment for the product (a sandbox's knobs). */
  env?: Record<string, string>;
}

/** The product and the browser one e2e file runs against, with its typed API client. */
export interface Shop {
  readonly product: Product;
  readonly browser: Browser;
  readonly api: ShopApi;
  /** A new phone-sized page on the shop at `hash`, its browser speaking `locale`. */
  open(hash: string, locale?: string): Promise<Page>;
  /** A phone-sized context, for what must be in place before a page loads. */
  phone(locale?: string): Promise<BrowserContext>;
  /** A phone page not yet on the shop. */
  newPage(locale?: string): Promise<Page>;
}

/**
 * Starts the built product on a free loopback port with its own copy of the seeded database, and the browser,
 * for the enclosing test file; each test's pages are closed after it, so a failing test leaves
 * none open for the next.
 */
export const useShop = (options: ShopOptions = {}): Shop => {
  let current: { product: Product; browser: Browser; api: ShopApi } | undefined;
  // What the content security policy refused in the test's pages: the shop must run under it untouched.
  const refusedByPolicy: string[] = [];
  const watched = async (locale?: string): Promise<BrowserContext> => {
    const context = await phone(get().browser, locale);
    context.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refusedByPolicy.push(message.text());
    });
    return context;
  };
  beforeAll(async () => {
    const [product, browser] = await Promise.all([startProduct(options.env, { template: inject('productTemplate') }), launchBrowser()]);
    current = { product, browser, api: shopApi(product.baseUrl) };
  });
  afterEach(async () => {
    await Promise.all(current?.browser.contexts().map((context) => context.close()) ?? []);
    expect(refusedByPolicy.splice(0)).toEqual([]);
  });
  afterAll(async () => {
    await current?.browser.close();
    await current?.product.stop();
  });
  const get = () => {
    if (!current) throw new Error('The shop runs only inside tests (after beforeAll).');
    return current;
  };
  return {
    get product() {
      return get().product;
    },
    get browser() {
      return get().browser;
    },
    get api() {
      return get().api;
    },
    open: async (hash, locale) => {
      const page = await (await watched(locale)).newPage();
      await page.goto(`${get().product.baseUrl}/shop/#${hash}`);
      return page;
    },
    phone: watched,
    newPage: async (locale) => (await watched(locale)).newPage(),
  };
};
