import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it.each([
    ['/pages/customer/index', '/pages/customer/index'],
    ['/pages/order/pay/index?orderSn=SN2025', '/pages/order/pay/index?orderSn=SN2025'],
    ['/pages/customer/index?keyword=退款', '/pages/customer/index?keyword=%E9%80%80%E6%AC%BE'],
    ['/pages/user/index2/', '/pages/user/index2'],
    ['/', '/'],
  ])('keeps the shop page %s as %s', (redirect, page) => {
    expect(safeRedirect(redirect)).toBe(page);
  });

  it.each([
    ['nothing', undefined],
    ['an empty value', ''],
    ['a whole address', 'https://evil.example/#/pages/user/index2'],
    ['an address without a scheme', '//evil.example/#/pages/user/index2'],
    ['a script', 'javascript:alert(1)'],
    ['a hash href', '#/pages/user/index2'],
    ['a page the shop does not have', '/pages/nowhere'],
  ])('refuses %s', (_what, redirect) => {
    expect(safeRedirect(redirect)).toBeUndefined();
  });

  it('refuses the page that reads it, with or without a query', () => {
    expect(safeRedirect('/pages/login/index', '/pages/login/index')).toBeUndefined();
    expect(safeRedirect('/pages/login/index?redirect=%2Fpages%2Forder%2Findex', '/pages/login/index')).toBeUndefined();
    expect(safeRedirect('/pages/order/index', '/pages/login/index')).toBe('/pages/order/index');
  });
});
