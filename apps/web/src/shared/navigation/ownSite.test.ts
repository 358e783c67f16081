import { describe, expect, it } from 'vitest';
import { isOwnSite, ownShopPage } from './ownSite';

const here = () => location.origin;

describe('links to the shop on its own site', () => {
  it('tells this site from others', () => {
    expect(isOwnSite(`${here()}/anything`)).toBe(true);
    expect(isOwnSite('https://example.com/')).toBe(false);
    expect(isOwnSite(`${here().replace(/:\d+$/, '')}:1/`)).toBe(false);
  });

  it.each([
    ['/shop/#/pages/about/promise', '/pages/about/promise'],
    ['/shop/#/pages/customer/index?keyword=退款', '/pages/customer/index?keyword=%E9%80%80%E6%AC%BE'],
    ['/shop/#/pages/user/index2', '/pages/user/index2'],
    ['/shop/', '/'],
    ['/shop/brand/../#/pages/about/promise', '/pages/about/promise'],
  ])('opens %s as the page %s', (address, page) => {
    expect(ownShopPage(`${here()}${address}`)).toBe(page);
  });

  it('reads a path on this site as the whole address', () => {
    expect(ownShopPage('/shop/#/pages/about/promise')).toBe('/pages/about/promise');
  });

  it.each([
    ['another site', 'https://example.com/shop/#/pages/about/promise'],
    ['the API', '/api/hk/baseConfig'],
    ['the API docs', '/api/docs#/pages/about/promise'],
    ['another path of this site', '/health'],
    ['a file of the shop', '/shop/brand/default-avatar.svg'],
    ['a page the shop does not have', '/shop/#/pages/nowhere'],
    ['a hash that is no page path', '/shop/#//evil.example/'],
    ['an empty segment', '/shop//#/pages/about/promise'],
    ['another site without a scheme', '//evil.example/shop/#/pages/about/promise'],
    ['a way out of the shop', '/shop/../#/pages/about/promise'],
  ])('has no page for %s', (_what, address) => {
    expect(ownShopPage(address.startsWith('/') ? `${here()}${address}` : address)).toBeUndefined();
  });
});
